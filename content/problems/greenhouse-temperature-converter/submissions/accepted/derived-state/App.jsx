import { useState } from 'react';

const round = (value) => String(Math.round(value * 10) / 10);
const toF = (c) => (c * 9) / 5 + 32;
const toC = (f) => ((f - 32) * 5) / 9;

function convert(text, fn) {
  if (text.trim() === '') return '';
  const value = Number(text);
  return Number.isFinite(value) ? round(fn(value)) : '';
}

export default function App() {
  const [source, setSource] = useState({ scale: 'c', text: '' });
  const celsius = source.scale === 'c' ? source.text : convert(source.text, toC);
  const fahrenheit = source.scale === 'f' ? source.text : convert(source.text, toF);
  return (
    <main>
      <h1>Temperature converter</h1>
      <label>
        Celsius
        <input value={celsius} onChange={(e) => setSource({ scale: 'c', text: e.target.value })} />
      </label>
      <label>
        Fahrenheit
        <input value={fahrenheit} onChange={(e) => setSource({ scale: 'f', text: e.target.value })} />
      </label>
    </main>
  );
}
