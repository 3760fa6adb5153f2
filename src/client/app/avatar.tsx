import type { User } from '#shared/schemas/auth';

export const fullName = (u: User) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

export function initials(u: User) {
  const letters = [u.firstName, u.lastName]
    .filter(Boolean)
    .map((s) => s!.trim()[0])
    .join('');
  return (letters || u.email[0]).toUpperCase();
}

export function Avatar({ user, className = 'size-9' }: { user: User; className?: string }) {
  if (user.profileImageUrl)
    return <img src={user.profileImageUrl} alt="" className={`${className} rounded-full object-cover ring-2 ring-white/30`} />;
  return (
    <span
      aria-hidden="true"
      className={`${className} grid place-items-center rounded-full bg-gradient-to-br from-rink-400 to-rink-700 text-sm font-bold text-white ring-2 ring-white/30`}
    >
      {initials(user)}
    </span>
  );
}
