import * as yup from 'yup';

import { parseDecimal, parseDollars } from '@/lib/parse-number';

import type { AddReportItemRequest, ItemKind, ItemPriority, ReportItem, UpdateReportItemRequest } from './api/editing-types';

export const DESCRIPTION_REQUIRED = 'Describe the item';
export const CATEGORY_REQUIRED = 'Enter a category';
export const AMOUNT_INVALID = 'Enter an amount in dollars, such as 1,250';
export const FIGURES_ALL_OR_NONE = 'Enter all three figures, or leave all three empty';
export const FIGURES_REQUIRED = 'Enter all three figures';
export const LOW_ABOVE_TYPICAL = 'Low must not be more than typical';
export const HIGH_BELOW_TYPICAL = 'High must not be less than typical';
export const QUANTITY_INVALID = 'Quantity must be a number more than zero';
export const QUANTITY_REQUIRED = 'Enter a quantity';

export const priorityOptions: { value: ItemPriority; label: string }[] = [
  { value: 'safety', label: 'Safety' },
  { value: 'soon', label: 'Soon' },
  { value: 'cosmetic', label: 'Cosmetic' },
];

export const kindLabels: Record<ItemKind, { one: string; many: string }> = {
  repair: { one: 'repair', many: 'repairs' },
  upgrade: { one: 'upgrade', many: 'upgrades' },
};

export const otherKind = (kind: ItemKind): ItemKind => (kind === 'repair' ? 'upgrade' : 'repair');

/** The item form's boxes, as typed. */
export interface ReportItemValues {
  kind: ItemKind;
  description: string;
  category: string;
  /** Empty only for an item whose priority the server has not set to one of the known values. */
  priority: ItemPriority | '';
  quantity: string;
  lowCost: string;
  estimatedCost: string;
  highCost: string;
}

export const figureFields = ['lowCost', 'estimatedCost', 'highCost'] as const;
type FigureField = (typeof figureFields)[number];

/** What an item had before editing, which it must keep (a box cannot be emptied to mean "none"). */
export interface ItemKeeps {
  category: boolean;
  quantity: boolean;
  figures: boolean;
}

const isPriority = (value: string): value is ItemPriority => priorityOptions.some((option) => option.value === value);

const dollarsOf = (raw: string | undefined) => parseDollars(raw ?? '');

/** One of the three figures: a dollar amount; all three or none; low ≤ typical ≤ high. */
function figure(field: FigureField, required: boolean) {
  return yup
    .string()
    .default('')
    .test('figure', function test(value) {
      const parent = this.parent as ReportItemValues;
      const own = dollarsOf(value);
      if (own !== null && Number.isNaN(own)) return this.createError({ message: AMOUNT_INVALID });
      const given = figureFields.filter((name) => (parent[name] ?? '').trim() !== '');
      if (own === null) {
        if (given.length > 0) return this.createError({ message: FIGURES_ALL_OR_NONE });
        return required ? this.createError({ message: FIGURES_REQUIRED }) : true;
      }
      const low = dollarsOf(parent.lowCost);
      const typical = dollarsOf(parent.estimatedCost);
      const readable = (n: number | null): n is number => n !== null && !Number.isNaN(n);
      if (field === 'lowCost' && readable(typical) && own > typical) return this.createError({ message: LOW_ABOVE_TYPICAL });
      if (field === 'highCost' && readable(typical) && own < typical) return this.createError({ message: HIGH_BELOW_TYPICAL });
      if (field === 'highCost' && !readable(typical) && readable(low) && own < low) return this.createError({ message: HIGH_BELOW_TYPICAL });
      return true;
    });
}

/**
 * The agent's own item, or the changes to an item (`keeps` says which boxes it must not empty).
 * The server checks the same rules and has the last word.
 */
export function reportItemSchema(keeps: ItemKeeps = { category: false, quantity: false, figures: false }) {
  return yup.object({
    description: yup.string().default('').trim().required(DESCRIPTION_REQUIRED),
    category: keeps.category ? yup.string().default('').trim().required(CATEGORY_REQUIRED) : yup.string().default(''),
    priority: yup.string().default(''),
    quantity: yup
      .string()
      .default('')
      .test('quantity', function test(value) {
        const parsed = parseDecimal(value ?? '');
        if (parsed === null) return keeps.quantity ? this.createError({ message: QUANTITY_REQUIRED }) : true;
        return (!Number.isNaN(parsed) && parsed > 0) || this.createError({ message: QUANTITY_INVALID });
      }),
    lowCost: figure('lowCost', keeps.figures),
    estimatedCost: figure('estimatedCost', keeps.figures),
    highCost: figure('highCost', keeps.figures),
  });
}

export const emptyItemValues = (kind: ItemKind): ReportItemValues => ({
  kind,
  description: '',
  category: '',
  priority: 'soon',
  quantity: '',
  lowCost: '',
  estimatedCost: '',
  highCost: '',
});

const boxOf = (value: number | null | undefined) => (value == null ? '' : String(value));

export function itemToValues(item: ReportItem, kind: ItemKind): ReportItemValues {
  return {
    kind,
    description: item.description,
    category: item.category,
    priority: isPriority(item.priority) ? item.priority : '',
    quantity: boxOf(item.quantity),
    lowCost: boxOf(item.lowCost),
    estimatedCost: boxOf(item.estimatedCost),
    highCost: boxOf(item.highCost),
  };
}

export const keepsOf = (item: ReportItem): ItemKeeps => ({
  category: item.category.trim() !== '',
  quantity: item.quantity != null,
  figures: item.lowCost != null || item.estimatedCost != null || item.highCost != null,
});

/** Parsed figures, or null when none were given (the form has checked them already). */
function figuresOf(values: ReportItemValues): Pick<AddReportItemRequest, FigureField> | null {
  const low = dollarsOf(values.lowCost);
  const estimated = dollarsOf(values.estimatedCost);
  const high = dollarsOf(values.highCost);
  if (low === null || estimated === null || high === null) return null;
  return { lowCost: low, estimatedCost: estimated, highCost: high };
}

/** The POST body of the agent's own item: its figures only when all three were given. */
export function toAddItemRequest(values: ReportItemValues): AddReportItemRequest {
  const request: AddReportItemRequest = { kind: values.kind, description: values.description.trim() };
  const category = values.category.trim();
  if (category) request.category = category;
  if (values.priority) request.priority = values.priority;
  const quantity = parseDecimal(values.quantity);
  if (quantity !== null) request.quantity = quantity;
  const figures = figuresOf(values);
  return figures ? { ...request, ...figures } : request;
}

/**
 * The PATCH body: only what changed. A changed figure sends all three, so the server always
 * checks a whole range.
 */
export function toItemChanges(item: ReportItem, kind: ItemKind, values: ReportItemValues): UpdateReportItemRequest {
  const changes: UpdateReportItemRequest = {};
  if (values.kind !== kind) changes.kind = values.kind;
  const description = values.description.trim();
  if (description !== item.description) changes.description = description;
  const category = values.category.trim();
  if (category && category !== item.category) changes.category = category;
  if (values.priority && values.priority !== item.priority) changes.priority = values.priority;
  const quantity = parseDecimal(values.quantity);
  if (quantity !== null && quantity !== item.quantity) changes.quantity = quantity;
  const figures = figuresOf(values);
  if (figures && (figures.lowCost !== item.lowCost || figures.estimatedCost !== item.estimatedCost || figures.highCost !== item.highCost)) {
    Object.assign(changes, figures);
  }
  return changes;
}
