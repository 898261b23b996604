import { z } from 'zod';
import type { DraftContent } from '../../../contract/drafts';
import {
  ProjectFormSchema,
  type ProjectDetail,
  type ProjectForm,
} from '../../../contract/projects';
import type { QuotationItem } from '../../../contract/quotations';
import { dayProblems, schemaProblems, type RuleProblem } from '../../lib/form-rules';
import { priceProblem, typedAmount } from '../../lib/money';

/** The project form as typed: texts, picked ids as text, ticks, and a price per line. */
export interface ProjectValues {
  project_name: string;
  /** The end user's id, '' while none is picked. */
  end_company: string;
  description: string;
  industry: string;
  country: string;
  is_tender: boolean;
  is_protect: boolean;
  rival_brand: string;
  advancement: string;
  estimated_po_date: string;
  predicted_awarding_date: string;
  predicted_leadtime: string;
  notes: string;
  /** The quotation's id, '' while none is picked. */
  quotation_id: string;
  /** The application price typed for each quotation line, by the line's id. */
  prices: Record<string, string>;
}

export type ProjectField = Exclude<keyof ProjectValues, 'prices'>;
/** A field of the form, or the application price of one quotation line (`price-<item id>`). */
export type ProjectProblemField = ProjectField | `price-${number}`;

/** The text fields, in the order of the form. */
export const TEXT_FIELDS = [
  'project_name',
  'description',
  'industry',
  'rival_brand',
  'advancement',
  'predicted_leadtime',
  'notes',
] as const satisfies readonly ProjectField[];

export const EMPTY_PROJECT: ProjectValues = {
  project_name: '',
  end_company: '',
  description: '',
  industry: '',
  country: '',
  is_tender: false,
  is_protect: false,
  rival_brand: '',
  advancement: '',
  estimated_po_date: '',
  predicted_awarding_date: '',
  predicted_leadtime: '',
  notes: '',
  quotation_id: '',
  prices: {},
};

/** A stored project as the form shows it, to be changed. */
export function valuesOfProject(project: ProjectDetail): ProjectValues {
  return {
    project_name: project.project_name,
    end_company: String(project.end_company),
    description: project.description,
    industry: project.industry,
    country: project.country,
    is_tender: project.is_tender === 1,
    is_protect: project.is_protect === 1,
    rival_brand: project.rival_brand,
    advancement: project.advancement,
    estimated_po_date: project.estimated_po_date,
    predicted_awarding_date: project.predicted_awarding_date,
    predicted_leadtime: project.predicted_leadtime,
    notes: project.notes,
    quotation_id: project.quotations[0] ? String(project.quotations[0].id) : '',
    prices: Object.fromEntries(
      project.prices.map((price) => [String(price.item_id), String(price.application_price)]),
    ),
  };
}

/** Any value as text, as a restored draft may hold numbers, text or nothing. */
const text = z.union([z.string(), z.number()]).transform(String).catch('');
const flag = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((value) => value === true || value === 1 || value === '1')
  .catch(false);
const id = z
  .union([z.number(), z.string()])
  .nullable()
  .transform((value) => (value === null ? '' : String(value)))
  .catch('');

/**
 * A draft's content as the form reads it. A draft is unfinished by nature and may come from an
 * older form, so every field is read leniently: what cannot be read is left empty.
 */
const ContentSchema = z.object({
  id: z.number().int().positive().optional().catch(undefined),
  project_name: text.default(''),
  end_company: id.default(''),
  description: text.default(''),
  industry: text.default(''),
  country: text.default(''),
  is_tender: flag.default(false),
  is_protect: flag.default(false),
  rival_brand: text.default(''),
  advancement: text.default(''),
  estimated_po_date: text.default(''),
  predicted_awarding_date: text.default(''),
  predicted_leadtime: text.default(''),
  notes: text.default(''),
  quotation_id: id.default(''),
  prices: z
    .array(z.object({ item_id: z.number().int().positive(), application_price: text }))
    .catch([])
    .default([]),
});

/** The form as its draft content holds it, and the project it changes, if any. */
export function valuesOfContent(content: DraftContent): { values: ProjectValues; id?: number } {
  const parsed = ContentSchema.safeParse(content);
  if (!parsed.success) return { values: EMPTY_PROJECT };
  const { id: projectId, prices, ...rest } = parsed.data;
  const values: ProjectValues = {
    ...rest,
    prices: Object.fromEntries(prices.map((p) => [String(p.item_id), p.application_price])),
  };
  return projectId === undefined ? { values } : { values, id: projectId };
}

/** The typed form as a draft holds it: the contract's names, prices as typed. */
export function contentOf(values: ProjectValues, projectId?: number): DraftContent {
  const idOf = (value: string) => (value === '' ? null : Number(value));
  return {
    ...(projectId === undefined ? {} : { id: projectId }),
    ...values,
    end_company: idOf(values.end_company),
    quotation_id: idOf(values.quotation_id),
    is_tender: values.is_tender ? 1 : 0,
    is_protect: values.is_protect ? 1 : 0,
    prices: Object.entries(values.prices).map(([item, price]) => ({
      item_id: Number(item),
      application_price: price,
    })),
  };
}

/** The request body for the typed form with the chosen quotation's lines. */
export function formOf(
  values: ProjectValues,
  lines: readonly Pick<QuotationItem, 'id'>[],
  projectId?: number,
): ProjectForm {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    ...(projectId === undefined ? {} : { id: projectId }),
    project_name: values.project_name.trim(),
    end_company: Number(values.end_company),
    description: optional(values.description),
    industry: optional(values.industry),
    country: optional(values.country),
    is_tender: values.is_tender ? 1 : 0,
    is_protect: values.is_protect ? 1 : 0,
    rival_brand: optional(values.rival_brand),
    advancement: optional(values.advancement),
    estimated_po_date: values.estimated_po_date,
    predicted_awarding_date: values.predicted_awarding_date,
    predicted_leadtime: values.predicted_leadtime.trim(),
    notes: optional(values.notes),
    quotation_id: Number(values.quotation_id),
    prices: lines.map((line) => ({
      item_id: line.id,
      application_price: typedAmount(values.prices[String(line.id)]),
    })),
  };
}

/** What is wrong with one field: a rule of the contract, or a choice still to make. */
export type ProjectProblem =
  RuleProblem | { rule: 'selectEndUser' } | { rule: 'addEndUser' } | { rule: 'selectQuotation' };

/**
 * The problems of the typed form under the contract's schema, then the choices and each line's
 * application price (required, an amount above 0 with at most two decimals, at most
 * 10,000,000). `hasEndUsers` words a missing end user as 'Please add end user' when there is
 * none to pick.
 */
export function projectProblems(
  values: ProjectValues,
  lines: readonly Pick<QuotationItem, 'id'>[],
  hasEndUsers: boolean,
  now = new Date(),
): Partial<Record<ProjectProblemField, ProjectProblem>> {
  const form = formOf(values, lines);
  const problems: Partial<Record<ProjectProblemField, ProjectProblem>> = {
    ...dayProblems<ProjectField>(form, now),
    ...schemaProblems<ProjectField>(ProjectFormSchema.omit({ prices: true }), form),
  };
  if (values.end_company === '') {
    problems.end_company = { rule: hasEndUsers ? 'selectEndUser' : 'addEndUser' };
  }
  if (values.quotation_id === '') problems.quotation_id = { rule: 'selectQuotation' };
  for (const field of ['estimated_po_date', 'predicted_awarding_date'] as const) {
    if (values[field] === '') problems[field] = { rule: 'required' };
  }
  for (const line of lines) {
    const problem = priceProblem(values.prices[String(line.id)], true);
    if (problem) problems[`price-${line.id}`] = problem;
  }
  return problems;
}
