import { PAGE_PROMISE_MAX_DAYS, type TCustomerPagePromiseRequest } from '@duesflow/shared-contracts/customer-page';
import { formatDate, formatINR } from '@duesflow/shared-contracts/format';
import { addDays } from '../../../core/lib/clock';
import { FieldError } from '../../../core/lib/field-error';
import { paiseToRupees, rupeesToPaise } from '../../../core/lib/money';
import type { PromiseInstalment } from '../../customers';
import type { CustomerStatement } from './statement';

export interface PagePromise {
  date: string;
  /** Null: the whole balance. */
  amountPaise: number | null;
  /** Two or three instalments (the first being `date` and `amountPaise`); absent for a promise of one date. */
  instalments?: PromiseInstalment[];
}

/**
 * What the customer promised on their page, checked against the statement: dates from today up to
 * PAGE_PROMISE_MAX_DAYS ahead, each instalment later than the one before and with its amount, the whole
 * at most the balance. A refusal names the field the form shows it beside.
 */
export function pagePromise(body: TCustomerPagePromiseRequest, statement: CustomerStatement): PagePromise {
  const latest = addDays(statement.asOf, PAGE_PROMISE_MAX_DAYS);
  const asked = [
    { date: body.date, amount: body.amount, dateField: 'date', amountField: 'amount' },
    { date: body.date2, amount: body.amount2, dateField: 'date2', amountField: 'amount2' },
    { date: body.date3, amount: body.amount3, dateField: 'date3', amountField: 'amount3' },
  ];
  const given = asked.filter((instalment, index) => index === 0 || instalment.date !== undefined || instalment.amount !== undefined);
  const inInstalments = given.length > 1;
  let previous: string | undefined;
  let totalPaise = 0;
  for (const instalment of given) {
    if (instalment.date === undefined) throw new FieldError(instalment.dateField, 'Pick the date of this instalment');
    if (instalment.date < statement.asOf) throw new FieldError(instalment.dateField, 'Pick today or a later date');
    if (instalment.date > latest)
      throw new FieldError(instalment.dateField, `Pick a date within ${PAGE_PROMISE_MAX_DAYS} days, by ${formatDate(latest)}`);
    if (previous !== undefined && instalment.date <= previous)
      throw new FieldError(instalment.dateField, 'Pick a date after the instalment before it');
    if (inInstalments && instalment.amount === undefined)
      throw new FieldError(instalment.amountField, 'Give the amount of each instalment');
    totalPaise += instalment.amount === undefined ? 0 : rupeesToPaise(instalment.amount);
    if (totalPaise > statement.balancePaise)
      throw new FieldError(
        instalment.amountField,
        `Amount can be at most the balance, ${formatINR(paiseToRupees(statement.balancePaise))}`,
      );
    previous = instalment.date;
  }
  const amountPaise = body.amount === undefined ? null : rupeesToPaise(body.amount);
  if (!inInstalments) return { date: body.date, amountPaise };
  return {
    date: body.date,
    amountPaise,
    instalments: given.map((instalment) => ({ promisedDate: instalment.date!, amountPaise: rupeesToPaise(instalment.amount!) })),
  };
}
