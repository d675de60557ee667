// Spec section 2, "Age gate".
export const ageGateMessages = {
  question: 'Are you 21 or older?',
  instruction: 'You must verify that you are 21 years of age or older to enter this site.',
  yes: 'Yes',
  no: 'No',
  refusalTitle: "We're Sorry!",
  refusal: 'You are not allowed to enter!',
  oldEnough: "I'm old enough",
} as const;
