// The demo's people, made up from a seeded generator: Khmer names (family name first) most of the time, English
// ones sometimes, with a phone, an address in Phnom Penh and a bank account. A Khmer name keeps its order in
// first_name/last_name ("Sok Dara": family name first), so the full name reads as Cambodians write it.
import type { Rand } from './random.ts';

const KHMER_FAMILY = [
  'Sok',
  'Chan',
  'Keo',
  'Lim',
  'Heng',
  'Chea',
  'Meas',
  'Prak',
  'Nhem',
  'Ouk',
  'Seng',
  'Ly',
  'Kim',
  'Sam',
  'Touch',
  'Pich',
  'Yim',
  'Phan',
  'Tep',
  'Chhay',
  'Mao',
  'Long',
  'Nuon',
  'Vong',
  'Sim',
  'Chhim',
  'Hang',
  'Sorn',
  'Khun',
  'Em',
];
const KHMER_MALE = [
  'Dara',
  'Rith',
  'Sophal',
  'Piseth',
  'Visal',
  'Rithy',
  'Sokha',
  'Vuthy',
  'Bunthoeun',
  'Kosal',
  'Sovann',
  'Samnang',
  'Vibol',
  'Chanthou',
  'Makara',
  'Virak',
  'Ratanak',
  'Sothy',
  'Narith',
  'Pheakdey',
];
const KHMER_FEMALE = [
  'Sreymom',
  'Bopha',
  'Sreyneang',
  'Sophea',
  'Chenda',
  'Kanha',
  'Malis',
  'Raksmey',
  'Sothea',
  'Thida',
  'Leakena',
  'Pisey',
  'Sreypov',
  'Channary',
  'Sokunthea',
  'Vanna',
  'Davy',
  'Sreyleak',
  'Rachana',
  'Kunthea',
];
const ENGLISH_MALE = [
  'James',
  'Daniel',
  'Michael',
  'Thomas',
  'Benjamin',
  'William',
  'Oliver',
  'Samuel',
  'Henry',
  'Jack',
];
const ENGLISH_FEMALE = ['Olivia', 'Sarah', 'Hannah', 'Grace', 'Emma', 'Charlotte', 'Lucy', 'Sophie', 'Amelia', 'Chloe'];
const ENGLISH_FAMILY = [
  'Turner',
  'Walker',
  'Brooks',
  'Hughes',
  'Bennett',
  'Foster',
  'Reid',
  'Morgan',
  'Hayes',
  'Mitchell',
  'Parker',
  'Collins',
];
/** Every name the generated employees are given: what a person would type to find one (the bench searches these). */
export const GENERATED_NAMES = [
  ...KHMER_FAMILY,
  ...KHMER_MALE,
  ...KHMER_FEMALE,
  ...ENGLISH_MALE,
  ...ENGLISH_FEMALE,
  ...ENGLISH_FAMILY,
];
const PHONE_PREFIXES = ['12', '15', '16', '17', '69', '70', '77', '78', '85', '89', '92', '96', '97', '98'];
const STREETS = [
  'Street 51',
  'Street 63',
  'Street 105',
  'Street 182',
  'Street 214',
  'Street 271',
  'Street 310',
  'Street 360',
  'Russian Blvd',
  'Monivong Blvd',
  'Mao Tse Toung Blvd',
  'Sihanouk Blvd',
];
const KHANS = [
  'Daun Penh',
  'Chamkar Mon',
  'Boeung Keng Kang',
  'Toul Kork',
  'Sen Sok',
  'Russey Keo',
  'Mean Chey',
  'Chbar Ampov',
  'Por Sen Chey',
  'Chroy Changvar',
];
const BANKS = ['ABA Bank', 'ACLEDA Bank', 'Canadia Bank', 'Wing Bank', 'Prince Bank'];

/** A person: Khmer (family name first) most of the time, English sometimes. */
export function person(r: Rand): [string, string, 'male' | 'female'] {
  const gender = r.next() < 0.5 ? 'male' : 'female';
  if (r.next() < 0.15)
    return [r.pick(gender === 'male' ? ENGLISH_MALE : ENGLISH_FEMALE), r.pick(ENGLISH_FAMILY), gender];
  return [r.pick(KHMER_FAMILY), r.pick(gender === 'male' ? KHMER_MALE : KHMER_FEMALE), gender];
}

export const contact = (r: Rand) => ({
  phone: `+855 ${r.pick(PHONE_PREFIXES)} ${r.int(100, 999)} ${r.int(100, 999)}`,
  address: `No. ${r.int(1, 199)}, ${r.pick(STREETS)}, Khan ${r.pick(KHANS)}, Phnom Penh`,
  bank_name: r.pick(BANKS),
  bank_account: `${r.int(100, 999)} ${r.int(100, 999)} ${r.int(100, 999)}`,
});

export const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '');
