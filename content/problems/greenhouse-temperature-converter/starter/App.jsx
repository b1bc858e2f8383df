export default function App() {
  return (
    <main>
      <h1>Temperature converter</h1>
      {/* Two labelled inputs: Celsius and Fahrenheit. */}
    </main>
  );
}
