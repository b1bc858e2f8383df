import { useState } from 'react';
import books from './books.js';

export default function App() {
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const matches = books.filter(
    (book) => book.title.toLowerCase().includes(q) || book.author.toLowerCase().includes(q),
  );
  return (
    <main>
      <h1>New arrivals</h1>
      <label>
        Search books
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </label>
      <p id="summary">
        Showing {matches.length} of {books.length} books
      </p>
      <ul aria-label="Results">
        {matches.map((book) => (
          <li key={book.id}>
            {book.title} by {book.author}
          </li>
        ))}
      </ul>
      {matches.length === 0 && <p id="empty">No books match &quot;{query.trim()}&quot;.</p>}
    </main>
  );
}
