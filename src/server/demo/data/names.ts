// Name and city pools per birth country (one file per region in names/). Players are random combinations, never real rosters.
import { CAN, USA } from './names/north-america';
import { DNK, FIN, NOR, SWE } from './names/nordic';
import { BLR, KAZ, LVA, RUS } from './names/east';
import { AUT, CHE, CZE, DEU, HUN, SVK, SVN } from './names/central';
import { FRA, GBR } from './names/west';
import type { Pool } from './names/pool';

// Order matters: the spec-scale generator cycles through the countries by index.
const POOLS: Record<string, Pool> = { CAN, USA, SWE, FIN, RUS, CZE, SVK, CHE, DEU, AUT, LVA, DNK, NOR, FRA, KAZ, SVN, HUN, GBR, BLR };

export type NamePool = Pool;

export function namePool(countryCode: string): NamePool {
  return POOLS[countryCode] ?? POOLS.CAN;
}

/** Countries with their own name pool, in a fixed order (the spec-scale generator cycles through them). */
export const POOL_COUNTRIES = Object.keys(POOLS);

/**
 * Real players' names a random combination could make: a demo player called Erik Karlsson or Jack Hughes
 * would read as a copied roster, so the generator never makes them.
 */
export const REAL_NAMES = new Set(
  (
    'Erik Karlsson,Elias Pettersson,William Karlsson,Melker Karlsson,Rasmus Andersson,Marcus Johansson,Erik Gustafsson,Henrik Lundqvist,' +
    'Olli Määttä,Ville Husso,Sami Salo,Joni Pitkänen,Antti Niemi,Iiro Pakarinen,Sami Lepistö,Olli Jokinen,Jussi Jokinen,Mikko Lehtonen,' +
    'Nikita Zaitsev,Nikita Gusev,Yevgeni Kuznetsov,Dmitri Orlov,Dmitri Kulikov,Ilya Sorokin,Aleksandr Romanov,Nikita Nesterov,Nikita Filatov,' +
    'Sergei Kalinin,Daniil Tarasov,Sergei Fyodorov,Ivan Morozov,Yegor Yakovlev,Aleksandr Frolov,Dmitri Kalinin,Anton Belov,Nikita Nikitin,' +
    'Oleg Petrov,Aleksei Morozov,David Krejčí,Martin Pospíšil,Libor Hájek,Petr Mrázek,Petr Sýkora,Radek Dvořák,Martin Procházka,Timo Meier,' +
    'Jack Hughes,Ryan Miller,Ryan Johnson,Patrick Kane,Jack Johnson,Tyler Myers,Ryan Murray,Jake Allen,Kyle Palmieri,Connor Murphy,Ryan Ellis,' +
    'Cole Smith,Logan Stanley,Mark Scheifele,Tyler Bertuzzi,Scott Campbell,Jake Evans,Brady Tkachuk,Matthew Tkachuk,Colin Miller,Alex Tuch'
  ).split(','),
);
