// Placeholder screen: replaced by the feature's own issue.
export default function SearchPage() {
  return <section className="mx-auto max-w-7xl px-4 py-10"><h1 className="text-2xl font-bold">SearchPage</h1></section>;
}
