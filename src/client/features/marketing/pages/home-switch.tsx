import { useUser } from '#client/lib/session';
import { Landing } from '../components/landing';
import { SignedInHome } from '../components/signed-in-home';

/** requirements §2.1: "/" is the landing for signed-out and still-loading visitors, the home for signed-in ones. */
export default function HomeSwitch() {
  const { user } = useUser();
  return user ? <SignedInHome user={user} /> : <Landing />;
}
