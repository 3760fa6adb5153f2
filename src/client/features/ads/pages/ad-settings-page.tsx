import { QueryError } from '#client/components/query-error';
import { PageHeader } from '#client/components/ui/page-header';
import { Skeleton } from '#client/components/ui/skeleton';
import { useUser } from '#client/lib/session';
import { useAdSettings } from '../api/ad-settings';
import { SettingsForm } from '../components/settings-form';
import { SettingsHelp } from '../components/settings-help';
import { useSignedInGuard } from '../lib/use-signed-in-guard';
import { links } from '#shared/routes/routes';

/** §2.16 /ad-settings: any signed-in user may look; the server only lets admins save. */
export default function AdSettingsPage() {
  const access = useSignedInGuard(links.adSettings(), 'You need to be logged in to access ad settings.');
  const { isAdmin } = useUser();
  const settings = useAdSettings(access === 'allowed');

  return (
    <>
      <PageHeader title="Ad Settings" subtitle="Publisher account, on/off switch and the code for every ad slot on the website." />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div>
          {access === 'denied' && <p className="text-sm text-slate-600">Redirecting to sign in…</p>}
          {(access === 'loading' || settings.isLoading) && (
            <div className="grid gap-4" aria-busy="true">
              <Skeleton className="h-10" />
              <Skeleton className="h-6 w-40" />
              <Skeleton className="h-10 w-36" />
            </div>
          )}
          {settings.isError && <QueryError what="the ad settings" query={settings} title="Could not load ad settings" />}
          {settings.data && <SettingsForm initial={settings.data} canSave={isAdmin} />}
        </div>
        <SettingsHelp />
      </div>
    </>
  );
}
