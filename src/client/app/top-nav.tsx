import { Link } from 'react-router';

// Placeholder: the full navigation (links, search, drawer, avatar menu) is built in the App shell work.
export function TopNav() {
  return (
    <header className="bg-navy-950 text-white">
      <nav aria-label="Main" className="mx-auto flex h-14 max-w-7xl items-center gap-6 px-4">
        <Link to="/" className="font-bold">Hockey Directory</Link>
      </nav>
    </header>
  );
}
