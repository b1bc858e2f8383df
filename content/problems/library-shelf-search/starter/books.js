// The new arrivals shelf. The tests read this list as it is: do not edit it.
const books = [
  { id: 1, title: 'Moss and Lichen', author: 'Ada Penrose' },
  { id: 2, title: 'River Stones', author: 'Tomas Ekwall' },
  { id: 3, title: 'Bread at Dawn', author: 'Liesel Marsh' },
  { id: 4, title: 'The Quiet River', author: 'Mina Oduya' },
  { id: 5, title: 'Hedgerow Year', author: 'Ada Penrose' },
  { id: 6, title: 'Night Ferry', author: 'Colm Variani' },
];

export default books;
