import { Loader2, ShieldAlert } from 'lucide-react';
import { AdminDashboard } from '../components/admin-dashboard';
import { useAdminGuard } from '../components/use-admin-guard';

/** /admin: guarded by role (requirements §6); the dashboard itself is this lazy chunk. */
export default function AdminPage() {
  const state = useAdminGuard();
  if (state === 'allowed') return <AdminDashboard />;
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-7xl flex-col items-center justify-center gap-3 px-4 py-16 text-slate-600">
      {state === 'loading' ? (
        <>
          <Loader2 className="size-8 animate-spin text-rink-600" aria-hidden="true" />
          <p role="status">Checking your access…</p>
        </>
      ) : (
        <>
          <ShieldAlert className="size-8 text-red-500" aria-hidden="true" />
          <p role="status">Redirecting…</p>
        </>
      )}
    </section>
  );
}
