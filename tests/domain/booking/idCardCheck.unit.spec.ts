// The visitor form's ID-card check (spec 002 §5) with valid and invalid numbers, each failing for the
// reason the spec's message names.
import { describe, expect, it } from 'vitest';
import { idCardProblem } from '../../../domain/booking/idCardCheck.ts';

describe('idCardProblem', () => {
  it('accepts valid 18-digit numbers, X check characters in either case, and 15-digit numbers', () => {
    expect(idCardProblem('11010519491231002X')).toBeNull();
    expect(idCardProblem('11010519491231002x')).toBeNull();
    expect(idCardProblem('440524188001010014')).toBeNull();
    expect(idCardProblem('110105491231002')).toBeNull();
  });

  it('a bad format: wrong length, letters, a century outside 18–20', () => {
    expect(idCardProblem('1101051949123100')).toBe('ID_CARD_FORMAT');
    expect(idCardProblem('11010519491231002A')).toBe('ID_CARD_FORMAT');
    expect(idCardProblem('110105214912310021')).toBe('ID_CARD_FORMAT');
  });

  it('a date that does not exist: 31 February, month 13, 29 February of a common year', () => {
    expect(idCardProblem('110105194902310027')).toBe('ID_CARD_FORMAT');
    expect(idCardProblem('110105194913010021')).toBe('ID_CARD_FORMAT');
    expect(idCardProblem('110105190002290021')).toBe('ID_CARD_FORMAT');
    expect(idCardProblem('110105490231002')).toBe('ID_CARD_FORMAT');
  });

  it('a bad region: the first two digits name no province', () => {
    expect(idCardProblem('99010519491231002X')).toBe('ID_CARD_REGION');
    expect(idCardProblem('000105491231002')).toBe('ID_CARD_REGION');
  });

  it('a bad check digit on an 18-digit number', () => {
    expect(idCardProblem('110105194912310021')).toBe('ID_CARD_CHECK_DIGIT');
    expect(idCardProblem('440524188001010015')).toBe('ID_CARD_CHECK_DIGIT');
  });
});
