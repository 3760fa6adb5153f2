import { ArrowUpRight, Check, Mail } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { CONTACT_EMAIL, mailto, SALES_EMAIL } from '#client/lib/site';
import { CoachingBoardFeature } from '../components/coaching-board-feature';
import { MarketingHero, SectionHeading } from '../components/marketing-hero';
import { TopBannerAd, VideoAd } from '../../ads';
import { PRODUCTS, SERVICES } from '../components/product-catalog';

export default function ProductsPage() {
  return (
    <>
      <MarketingHero
        eyebrow="Products and services"
        title="Tools for every bench, rink and league"
        actions={
          <Button asChild size="lg" variant="onDark">
            <a href={mailto(CONTACT_EMAIL, 'Hockey Directory products')}>
              <Mail />
              Contact Us
            </a>
          </Button>
        }
      >
        <p>Software built by the Hockey Directory team for coaches, clubs, organisers and developers.</p>
      </MarketingHero>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <TopBannerAd />
      </div>
      <CoachingBoardFeature />
      <section aria-labelledby="products-list" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <SectionHeading id="products-list" eyebrow="Products" title="Our apps and platforms" />
        <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {PRODUCTS.map((p) => (
            <article key={p.name} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <span className="grid size-11 place-items-center rounded-xl bg-rink-50 text-rink-700 ring-1 ring-rink-100">
                  <p.icon className="size-5" aria-hidden="true" />
                </span>
                <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">{p.category}</span>
              </div>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{p.name}</h3>
              <p className="mt-1.5 flex-1 text-sm leading-relaxed text-slate-600">{p.text}</p>
              <p className="mt-4 text-sm font-bold text-emerald-700">{p.pricing}</p>
              <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={`${p.name} platforms`}>
                {p.platforms.map((pl) => (
                  <li key={pl} className="rounded-md border border-slate-200 px-2 py-0.5 text-xs text-slate-600">
                    {pl}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <VideoAd />
      </div>
      <section aria-labelledby="services-list" className="bg-white py-14">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading id="services-list" eyebrow="Services" title="Work with our team" />
          <div className="mt-8 grid gap-5 md:grid-cols-3">
            {SERVICES.map((s) => (
              <article key={s.name} className="rounded-2xl bg-gradient-to-br from-slate-50 to-rink-50 p-6 ring-1 ring-slate-200">
                <s.icon className="size-7 text-rink-600" aria-hidden="true" />
                <h3 className="mt-3 text-lg font-bold text-slate-900">{s.name}</h3>
                <p className="mt-1.5 text-sm text-slate-600">{s.text}</p>
                <p className="mt-3 flex items-center gap-1.5 text-xs font-semibold text-slate-500">
                  <Check className="size-4 text-emerald-600" aria-hidden="true" />
                  Fixed-price or retainer
                </p>
              </article>
            ))}
          </div>
          <div className="mt-10 flex flex-col items-start justify-between gap-4 rounded-2xl bg-navy-950 px-6 py-8 text-white sm:flex-row sm:items-center sm:px-10">
            <div>
              <h2 className="text-2xl font-extrabold">Planning something bigger?</h2>
              <p className="mt-1 text-slate-300">Tell us about your league, federation or venue network.</p>
            </div>
            <Button asChild size="lg" className="bg-rink-600 hover:bg-rink-700">
              <a href={mailto(SALES_EMAIL, 'Sales enquiry')}>
                Contact Sales
                <ArrowUpRight />
              </a>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
