import type { ReactNode } from 'react';

/**
 * Log out as a form POST (issue #15): a GET /api/logout signs out only as the visitor's own
 * navigation, so a stray image cannot do it. The browser follows the answer to the home page, so
 * every screen starts signed out, as after a link (requirements §2.2).
 */
export function LogoutForm({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <form method="post" action="/api/logout" className="contents">
      <button type="submit" className={className}>
        {children}
      </button>
    </form>
  );
}

/** The same POST from a menu item, which cannot hold a form of its own. */
export function submitLogout(): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = '/api/logout';
  document.body.append(form);
  form.submit();
}
