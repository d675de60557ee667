/** What the back office's home says. */
export const homeMessages = {
  title: 'Today',
  intro: 'What waits today. Each count opens the list it counts.',
  countsLabel: 'Today’s counts',
  registrations: 'Registrations waiting',
  oldest: (age: string) => `The oldest has waited ${age}.`,
  noneWaiting: 'None waiting.',
  ordersToProcess: 'Orders to process',
  ordersToShip: 'Orders to ship',
  licencesExpiring: 'Licences expiring in 30 days',
  outOfStock: 'Products out of stock',
  open: (what: string, count: number) => `${what}: ${count}. Open the list`,
  age: (minutes: number) => {
    if (minutes < 60) return minutes <= 1 ? '1 minute' : `${minutes} minutes`;
    const hours = Math.floor(minutes / 60);
    if (hours < 48) return hours === 1 ? '1 hour' : `${hours} hours`;
    return `${Math.floor(hours / 24)} days`;
  },
  navCount: (count: number) => `${count} waiting`,
} as const;
