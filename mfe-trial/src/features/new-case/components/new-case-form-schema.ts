import type { z } from 'zod';
import type { createCaseBodySchema } from '@claims/contracts';
import { contractValidation } from '../../../lib/form-validation';

export type NewCaseFormInput = z.input<typeof createCaseBodySchema>;
export type NewCaseFormOutput = z.output<typeof createCaseBodySchema>;

/** The form: the API's rules for the text fields (photos are checked as they are picked), loaded on first use. */
export const newCaseValidation = contractValidation((contracts) => contracts.createCaseBodySchema);

export const newCaseDefaults: NewCaseFormInput = {
  deviceType: '',
  modelNumber: '',
  serialNumber: '',
  issueDescription: '',
};

/** Device types offered as suggestions (any text is accepted). */
export const deviceTypeSuggestions = [
  'Refrigerator',
  'Washer',
  'Dryer',
  'Dishwasher',
  'Oven / Range',
  'Microwave',
  'Air Conditioner',
  'Water Heater',
  'Freezer',
];
