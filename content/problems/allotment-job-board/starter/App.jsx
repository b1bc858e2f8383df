import { useState } from 'react';

export default function App() {
  const [jobs, setJobs] = useState([
    { id: 1, text: 'Turn the compost', done: false },
    { id: 2, text: 'Mend the gate', done: false },
  ]);
  return (
    <main>
      <h1>Job board</h1>
      <ul aria-label="Jobs">
        {jobs.map((job) => (
          <li key={job.id}>{job.text}</li>
        ))}
      </ul>
    </main>
  );
}
