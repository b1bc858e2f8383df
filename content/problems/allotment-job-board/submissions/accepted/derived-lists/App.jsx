import { useState } from 'react';

const FILTERS = {
  All: () => true,
  'To do': (job) => !job.done,
  Done: (job) => job.done,
};

let nextId = 3;

export default function App() {
  const [jobs, setJobs] = useState([
    { id: 1, text: 'Turn the compost', done: false },
    { id: 2, text: 'Mend the gate', done: false },
  ]);
  const [filter, setFilter] = useState('All');
  const [draft, setDraft] = useState('');

  const visible = jobs.filter(FILTERS[filter]);
  const left = jobs.filter((job) => !job.done).length;

  function addJob(event) {
    event.preventDefault();
    const text = draft.trim();
    if (text) setJobs([...jobs, { id: nextId++, text, done: false }]);
    setDraft('');
  }

  function toggle(id) {
    setJobs(jobs.map((job) => (job.id === id ? { ...job, done: !job.done } : job)));
  }

  return (
    <main>
      <h1>Job board</h1>
      <form onSubmit={addJob}>
        <label htmlFor="new-job">New job</label>
        <input id="new-job" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <button type="submit">Add job</button>
      </form>
      <div>
        {Object.keys(FILTERS).map((name) => (
          <button key={name} type="button" aria-pressed={filter === name} onClick={() => setFilter(name)}>
            {name}
          </button>
        ))}
      </div>
      <ul aria-label="Jobs">
        {visible.map((job) => (
          <li key={job.id}>
            <label>
              <input type="checkbox" checked={job.done} onChange={() => toggle(job.id)} />
              {job.text}
            </label>
          </li>
        ))}
      </ul>
      <p id="left">{left === 1 ? '1 job left' : `${left} jobs left`}</p>
    </main>
  );
}
