export function Footer() {
  return <footer className="bg-navy-950 px-4 py-8 text-sm text-slate-300">Hockey Directory</footer>;
}
