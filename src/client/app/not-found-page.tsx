import { Link } from 'react-router';
import { Button } from '../components/ui/button';

export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-black text-rink-500">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-2 text-slate-600">That page is off the ice. Check the address, or head back to the directory.</p>
      <div className="mt-6 flex gap-3">
        <Button asChild><Link to="/">Home</Link></Button>
        <Button asChild variant="secondary"><Link to="/directory">Browse the directory</Link></Button>
      </div>
    </section>
  );
}
