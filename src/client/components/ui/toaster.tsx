import { Toaster as Sonner } from 'sonner';

/** SPEC §9: one toast at a time, shown 5000 ms. Mounted by ToasterHost once ./toast is imported. */
export default function Toaster() {
  return <Sonner visibleToasts={1} duration={5000} position="top-right" richColors closeButton />;
}
