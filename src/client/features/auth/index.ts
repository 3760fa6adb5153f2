// Public API of the auth feature: the shell signs out through these.
export { LogoutForm, submitLogout } from './components/logout-form';
