import { type z } from 'zod';
import { createCaseBodySchema } from '@claims/contracts';

/** The form: the API's rules for the text fields (photos are checked as they are picked). */
export const newCaseFormSchema = createCaseBodySchema;
export type NewCaseFormInput = z.input<typeof newCaseFormSchema>;
export type NewCaseFormOutput = z.output<typeof newCaseFormSchema>;

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
