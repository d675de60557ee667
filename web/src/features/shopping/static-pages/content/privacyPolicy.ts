import { store } from '../../../../shared/config/store';
import type { StaticPageContent } from './types';

export const privacyPolicy: StaticPageContent = {
  title: 'Privacy Policy',
  intro: [
    `This policy explains what personal information ${store.name} ("we", "us") collects when you use this website, how we use and share it, how we protect it, and the choices you have.`,
  ],
  sections: [
    {
      heading: 'Adults only',
      paragraphs: [
        'This website sells tobacco products and is intended only for adults. It is not meant for anyone under 21 years of age, or under the legal smoking age in their state if that is higher. We do not knowingly collect information from anyone below that age; if we learn that we have, we delete it.',
      ],
    },
    {
      heading: 'United States users only',
      paragraphs: [
        'Our website and services are offered only to businesses and users located in the United States. If you visit from elsewhere, you do so on your own initiative, and your information is processed in the United States.',
      ],
    },
    {
      heading: 'Information we collect',
      paragraphs: [
        'Information you give us: when you register, we collect your name, e-mail address, company name, business address, phone numbers, tax ID, tobacco licence number, their expiry dates and the certificates you upload. When you order or contact us, we collect the addresses, notes and messages you send.',
        'Information collected automatically: like most websites, our servers record technical information such as your IP address, browser type, the pages you visit and the time of your visit. We use a session cookie to keep you logged in, and your browser remembers that you confirmed your age.',
      ],
    },
    {
      heading: 'How we use your information',
      paragraphs: [
        'We use your information to review and approve your business account, to verify your tax and tobacco licences, to show you prices and process your orders, to deliver your orders and collect payment, to answer your questions, to keep our website secure, and to meet our legal obligations, including age and licence verification.',
      ],
    },
    {
      heading: 'How we share your information',
      paragraphs: [
        'We do not sell your personal information. We share it only with service providers who help us run our business (hosting, e-mail delivery, shipping) and who may use it only to perform those services for us, and with authorities when the law requires it or to protect our rights and the safety of others.',
      ],
    },
    {
      heading: 'How we protect your information',
      paragraphs: [
        'We protect your information with reasonable technical and organisational measures: encrypted connections, passwords stored only as secure hashes, sessions kept in cookies that scripts cannot read, and access limited to the staff who need it. No method of transmission or storage is perfectly secure, but we work to keep your information safe.',
      ],
    },
    {
      heading: 'Your California privacy rights',
      paragraphs: [
        'If you are a California resident, you may ask us what personal information we hold about you, ask us to correct or delete it, and ask about the categories of third parties we share it with. Send your request to the e-mail address below; we will answer within thirty days.',
      ],
    },
    {
      heading: 'Accessing your information',
      paragraphs: [
        'You can see and change your account details and addresses at any time in My account. To obtain a copy of all the information we store about you, open a support ticket by writing to us at the address below, and we will send it to you after confirming your identity.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy from time to time. The new version takes effect when it is posted on this page; please review it periodically.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [`Questions about this policy or your information? Write to us at ${store.email}.`],
    },
  ],
};
