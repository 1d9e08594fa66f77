import { PROPERTIES } from '@betoch/shared/testing';
import {
  leaseAmounts,
  leaseEndDate,
  parseAmount,
  propertyChoices,
  saleAmounts,
  validateContract,
  type ContractForm,
} from './contract-rules';

const form: ContractForm = {
  propertyId: 'r01',
  ownerName: 'Abebe Kebede',
  ownerIdNumber: 'AA/123456',
  ownerAddress: 'Bole, Woreda 03, Addis Ababa',
  ownerPhone: '0911482630',
  clientName: 'Selam Tadesse',
  clientIdNumber: 'EP1234567',
  clientAddress: 'Kirkos, Addis Ababa',
  clientPhone: '+251 922 000 111',
  startDate: '2026-04-01',
  months: '12',
  currency: 'ETB',
  amount: '45,000',
  advance: '90000',
};

describe('parseAmount', () => {
  it.each([
    ['45,000', 45000],
    [' 12500.5 ', 12500.5],
    ['0', 0],
  ])('reads %s', (text, value) => expect(parseAmount(text)).toBe(value));
  it.each(['', 'abc', '-5', '1.234', '12e3'])('refuses %s', (text) =>
    expect(parseAmount(text)).toBeNaN(),
  );
});

describe('leaseAmounts', () => {
  it('totals the rent over the lease and adds the deposit to the first month', () => {
    expect(leaseAmounts(45000, 90000, 12)).toEqual({ totalRent: 540000, dueAtSigning: 135000 });
  });
});

describe('saleAmounts', () => {
  it('computes the remaining balance and the down payment share', () => {
    expect(saleAmounts(250000, 75000)).toEqual({
      remainingBalance: 175000,
      downPaymentPercent: 30,
    });
    expect(saleAmounts(300000, 100000).downPaymentPercent).toBe(33.3);
    expect(saleAmounts(0, 0).downPaymentPercent).toBe(0);
  });
});

describe('leaseEndDate', () => {
  it('ends the day before the same date months later', () => {
    expect(leaseEndDate('2026-04-01', 12)).toBe('2027-03-31');
    expect(leaseEndDate('2026-11-15', 3)).toBe('2027-02-14');
  });
  it('ends on the last day of a month that has no such date', () => {
    expect(leaseEndDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(leaseEndDate('2028-01-31', 1)).toBe('2028-02-29');
    expect(leaseEndDate('2026-01-30', 1)).toBe('2026-02-28');
    expect(leaseEndDate('2026-03-31', 1)).toBe('2026-04-30');
  });
  it('gives an empty string for a bad date or duration', () => {
    expect(leaseEndDate('2026-02-30', 6)).toBe('');
    expect(leaseEndDate('2026-04-01', 0)).toBe('');
    expect(leaseEndDate('2026-04-01', 1.5)).toBe('');
  });
});

describe('validateContract', () => {
  it('accepts a complete lease', () => {
    expect(validateContract('lease', form)).toEqual({});
  });

  it('reports the missing property, parties and amounts', () => {
    const empty: ContractForm = {
      ...form,
      propertyId: '',
      ownerName: '',
      clientIdNumber: '',
      clientPhone: '',
      amount: '',
      advance: '',
    };
    expect(validateContract('lease', empty)).toEqual({
      propertyId: 'required',
      ownerName: 'required',
      clientIdNumber: 'required',
      clientPhone: 'required',
      amount: 'required',
      advance: 'required',
    });
  });

  it('checks formats: ID number, phone, date, months and amounts', () => {
    const bad = {
      ...form,
      ownerIdNumber: 'A1',
      ownerPhone: '12345',
      startDate: '2026-13-01',
      months: '0',
      amount: '0',
      advance: 'ten',
    };
    expect(validateContract('lease', bad)).toEqual({
      ownerIdNumber: 'invalidIdNumber',
      ownerPhone: 'invalidPhone',
      startDate: 'invalidDate',
      months: 'invalidMonths',
      amount: 'invalidAmount',
      advance: 'invalidAmount',
    });
    expect(validateContract('lease', { ...form, months: '121' }).months).toBe('invalidMonths');
    expect(validateContract('lease', { ...form, months: '' }).months).toBe('required');
  });

  it('ignores the months of a sale and refuses a down payment above the price', () => {
    const sale = { ...form, propertyId: 'b01', months: '', amount: '250000', advance: '300000' };
    expect(validateContract('sale', sale)).toEqual({ advance: 'advanceTooHigh' });
    expect(validateContract('sale', { ...sale, advance: '250000' })).toEqual({});
  });
});

describe('propertyChoices', () => {
  const [a, b, c] = PROPERTIES;
  it('offers the first listings until words have found some, then what they found', () => {
    expect(propertyChoices([a!, b!], undefined, undefined)).toEqual([a, b]);
    expect(propertyChoices([a!, b!], [c!], undefined)).toEqual([c]);
    expect(propertyChoices([a!, b!], [], undefined)).toEqual([]);
  });

  it('keeps the chosen property, first, when the words did not find it, and once only', () => {
    expect(propertyChoices([a!, b!], [c!], a)).toEqual([a, c]);
    expect(propertyChoices([a!, b!], [c!, a!], a)).toEqual([c, a]);
    expect(propertyChoices([a!], [], b)).toEqual([b]);
  });
});
