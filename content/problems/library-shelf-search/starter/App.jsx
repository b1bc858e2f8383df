import books from './books.js';

export default function App() {
  return (
    <main>
      <h1>New arrivals</h1>
      <ul aria-label="Results">
        {books.map((book) => (
          <li key={book.id}>{book.title}</li>
        ))}
      </ul>
    </main>
  );
}
