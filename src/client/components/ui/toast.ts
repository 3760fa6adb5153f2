import { toast } from 'sonner';
import Toaster from './toaster';
import { provideToaster } from './toaster-switch';

// Importing this module means the screen may toast: mount the toaster now. sonner also keeps
// toasts raised before the toaster subscribes and shows them once it does.
provideToaster(Toaster);

export { toast };
