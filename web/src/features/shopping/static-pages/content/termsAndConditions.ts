import { store } from '../../../../shared/config/store';
import type { StaticPageContent, StaticSection } from './types';

const sections: readonly (Omit<StaticSection, 'heading'> & { title: string })[] = [
  {
    title: 'Online store terms',
    paragraphs: [
      'By agreeing to these Terms of Service, you confirm that you are at least the age of majority in your state of residence and at least 21 years old, and that you are buying on behalf of a business that holds the licences its state requires to sell tobacco products.',
      'You may not use our products for any illegal or unauthorised purpose, nor violate any law of your jurisdiction (including copyright laws) when using the service. You must not transmit any worms, viruses or code of a destructive nature. A breach of any of these terms will result in the immediate termination of your account.',
    ],
  },
  {
    title: 'General conditions',
    paragraphs: [
      'We reserve the right to refuse service to anyone, for any reason, at any time. Your content, not including payment information, may be transferred unencrypted between the networks and devices that carry it; payment information is always encrypted in transfer.',
      'You agree not to reproduce, duplicate, copy, sell, resell or exploit any portion of the service, its use or access to it without our express written permission. The headings in these terms are for convenience only and do not limit or affect them.',
    ],
  },
  {
    title: 'Accuracy, completeness and timeliness of information',
    paragraphs: [
      'We are not responsible if information on this site is not accurate, complete or current. The material on this site is provided for general information only and should not be relied upon as the sole basis for decisions without consulting more accurate or more timely sources.',
      'This site may contain historical information, which is not current and is provided for your reference only. We may change the contents of this site at any time but have no obligation to update any information. It is your responsibility to monitor changes to our site.',
    ],
  },
  {
    title: 'Modifications to the service and prices',
    paragraphs: [
      'Prices for our products are subject to change without notice. We reserve the right to modify or discontinue the service, or any part or content of it, at any time without notice.',
      'We shall not be liable to you or to any third party for any modification, price change, suspension or discontinuance of the service.',
    ],
  },
  {
    title: 'Products or services',
    paragraphs: [
      'Certain products may be available only online, in limited quantities, and may be subject to a purchase limit per customer. Returns and exchanges follow our Return Policy.',
      'We have made every effort to display the colours and images of our products accurately, but we cannot guarantee that your screen shows them exactly. We reserve the right to limit sales of our products to any person, business, geographic region or jurisdiction, to limit quantities, and to discontinue any product at any time. Any offer for any product made on this site is void where prohibited.',
    ],
  },
  {
    title: 'Accuracy of billing and account information',
    paragraphs: [
      'We reserve the right to refuse any order you place with us. We may, in our sole discretion, limit or cancel quantities purchased per person, per business or per order. If we change or cancel an order, we will try to notify you using the e-mail address or phone number given with the order.',
      'You agree to provide current, complete and accurate purchase and account information for all purchases, and to promptly update your account, including your e-mail address, addresses and licence details, so that we can complete your orders and contact you as needed.',
    ],
  },
  {
    title: 'Optional tools',
    paragraphs: [
      'We may give you access to third-party tools over which we have neither control nor input. You acknowledge that we provide such tools "as is" and "as available", without any warranties, representations or conditions, and without any endorsement.',
      'Any use you make of optional tools offered through the site is entirely at your own risk, and you should make sure you are familiar with and approve of the terms on which they are provided by the relevant third-party provider.',
    ],
  },
  {
    title: 'Third-party links',
    paragraphs: [
      'Certain content, products and services available through our service may include materials from third parties. Links to third-party websites may direct you to sites that are not affiliated with us; we are not responsible for examining or evaluating their content or accuracy.',
      'We are not liable for any harm or damages related to the purchase or use of goods, services, resources or content of any third party. Please review the third party’s policies carefully before you engage in any transaction.',
    ],
  },
  {
    title: 'User comments, feedback and other submissions',
    paragraphs: [
      'If you send us creative ideas, suggestions, proposals, plans or other materials, whether online, by e-mail or otherwise, you agree that we may, at any time and without restriction, edit, copy, publish, distribute, translate and otherwise use them in any medium. We are under no obligation to keep any comment in confidence, to pay compensation for it, or to respond to it.',
      'You agree that your comments will not violate any right of any third party and will not contain unlawful, abusive or obscene material, or any computer virus or other malware. You are solely responsible for the comments you make and their accuracy.',
    ],
  },
  {
    title: 'Personal information',
    paragraphs: [
      'Your submission of personal information through the store is governed by our Privacy Policy, which you can read on this site.',
    ],
  },
  {
    title: 'Errors, inaccuracies and omissions',
    paragraphs: [
      'Occasionally there may be information on our site that contains typographical errors, inaccuracies or omissions relating to product descriptions, pricing, promotions, offers, shipping charges, transit times and availability. We reserve the right to correct any errors, inaccuracies or omissions, and to change or update information or cancel orders if any information is inaccurate at any time without prior notice, including after you have submitted your order.',
      'We undertake no obligation to update, amend or clarify information on the site, including pricing information, except as required by law.',
    ],
  },
  {
    title: 'Prohibited uses',
    paragraphs: [
      'In addition to the other prohibitions in these terms, you may not use the site or its content: for any unlawful purpose; to solicit others to perform unlawful acts; to resell tobacco products to anyone under the legal age; to violate any regulation, rule or law; to infringe our intellectual property rights or those of others; to harass, abuse, insult, harm, defame or discriminate; to submit false or misleading information; to upload viruses or any other malicious code; to collect or track the personal information of others; to spam, phish, pretext, spider, crawl or scrape; or to interfere with or circumvent the security features of the service.',
      'We reserve the right to terminate your use of the service for violating any of the prohibited uses.',
    ],
  },
  {
    title: 'Disclaimer of warranties; limitation of liability',
    paragraphs: [
      'We do not guarantee, represent or warrant that your use of our service will be uninterrupted, timely, secure or error-free, or that the results obtained from it will be accurate or reliable. The service and all products delivered through it are, except as expressly stated by us, provided "as is" and "as available" for your use, without any representation, warranty or condition of any kind.',
      'In no case shall we, our directors, officers, employees, affiliates, agents, contractors, suppliers or licensors be liable for any injury, loss, claim, or any direct, indirect, incidental, punitive, special or consequential damages of any kind arising from your use of the service or any product bought through it. Where the law does not allow such a limitation, our liability is limited to the maximum extent permitted by law.',
    ],
  },
  {
    title: 'Indemnification',
    paragraphs: [
      'You agree to indemnify, defend and hold harmless us and our parent, subsidiaries, affiliates, partners, officers, directors, agents, contractors, suppliers and employees from any claim or demand, including reasonable attorneys’ fees, made by any third party due to or arising out of your breach of these terms or the documents they incorporate by reference, or your violation of any law or the rights of a third party.',
    ],
  },
  {
    title: 'Severability',
    paragraphs: [
      'If any provision of these terms is found to be unlawful, void or unenforceable, that provision shall nonetheless be enforceable to the fullest extent permitted by law, and the unenforceable portion shall be deemed severed from these terms. This does not affect the validity and enforceability of any other provision.',
    ],
  },
  {
    title: 'Termination',
    paragraphs: [
      'The obligations and liabilities of the parties incurred before the termination date survive the termination of this agreement for all purposes. These terms are effective unless and until terminated by either you or us. You may terminate them at any time by notifying us that you no longer wish to use our services, or when you cease using our site.',
      'If in our sole judgment you fail, or we suspect that you have failed, to comply with any term of this agreement, we may terminate it at any time without notice; you remain liable for all amounts due up to and including the date of termination, and we may deny you access to our services.',
    ],
  },
  {
    title: 'Entire agreement',
    paragraphs: [
      'Our failure to exercise or enforce any right or provision of these terms does not constitute a waiver of that right or provision. These terms and any policies or operating rules we post on this site constitute the entire agreement between you and us and govern your use of the service, superseding any prior or contemporaneous agreements, communications and proposals, whether oral or written.',
      'Any ambiguities in the interpretation of these terms shall not be construed against the drafting party.',
    ],
  },
  {
    title: 'Governing law',
    paragraphs: [
      'These Terms of Service and any separate agreements whereby we provide you services shall be governed by and construed in accordance with the laws of the United States.',
    ],
  },
  {
    title: 'Changes to terms of service',
    paragraphs: [
      'You can review the most current version of the Terms of Service at any time on this page. We reserve the right to update, change or replace any part of these terms by posting updates to our website. It is your responsibility to check our website periodically for changes.',
      'Your continued use of or access to our website or the service after any change to these terms constitutes acceptance of that change.',
    ],
  },
  {
    title: 'Contact information',
    paragraphs: [`Questions about the Terms of Service should be sent to us by phone at ${store.phone}.`],
  },
];

export const termsAndConditions: StaticPageContent = {
  title: 'Terms and Conditions',
  intro: [
    `This website is operated by ${store.name}. Throughout the site, the terms "we", "us" and "our" refer to ${store.name}. Our store is hosted on an e-commerce platform that provides the online store which lets us sell our products and services to you.`,
    'By visiting our site or buying from us, you engage in our service and agree to be bound by the following terms and conditions, including the additional terms and policies referenced here and available by hyperlink. Please read them carefully before accessing or using our website. If you do not agree to all of them, you may not access the website or use any of its services.',
  ],
  sections: sections.map(({ title, paragraphs }, index) => ({
    heading: `Section ${index + 1} – ${title}`,
    paragraphs,
  })),
};
