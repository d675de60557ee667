import { store } from '../../../../shared/config/store';
import type { StaticPageContent } from './types';

const { hours } = store;

export const aboutUs: StaticPageContent = {
  title: 'About Us',
  intro: [
    `${store.name} is a wholesale distributor of premium cigars, cigars, cigarillos and tobacco accessories, based in New Jersey. We have been in business since 2023.`,
  ],
  sections: [
    {
      heading: 'Who we serve',
      paragraphs: [
        'We sell only to businesses: tobacco shops, cigar lounges, convenience stores, gas stations and other licensed retailers and wholesalers across the United States. Every customer account is reviewed by our team, and we ask for a valid tobacco licence and tax details before approving it.',
        'Once approved, customers see our wholesale prices, keep a wishlist and a cart, and place orders online at any time of day.',
      ],
    },
    {
      heading: 'What we carry',
      paragraphs: [
        'Our catalog brings together hand-rolled premium cigars, machine-made cigars, cigarillos in their many flavours, and the accessories a shop needs beside them: lighters, cutters, humidors and more. We work directly with manufacturers and their authorised distributors, so every product we ship is genuine and stored properly.',
      ],
    },
    {
      heading: 'How we work',
      paragraphs: [
        'Orders are paid on delivery. Our team prepares each order from our New Jersey warehouse and keeps you informed as it moves from pending to shipped.',
        `Questions about a product, an order or your account? Call us at ${store.phone} or write to ${store.email}, ${hours.firstDay} to ${hours.lastDay} from ${hours.opens} to ${hours.closes} (${hours.timeZone}).`,
      ],
    },
    {
      heading: 'Responsible sale',
      paragraphs: [
        'Tobacco products are for adults only. Our site is open only to visitors who are 21 or older, and we expect our retail customers to follow the age and licensing laws of their state when they resell our products.',
      ],
    },
  ],
};
