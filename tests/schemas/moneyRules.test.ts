import { describe, expect, it } from 'vitest'
import { bankCardProblem, cardDigits, checkAmount, lowestAmount, profileProblem, withdrawPasswordProblem } from '../../schemas/moneyRules.ts'

const LIMITS = { min: '100', max: '50000', balance: '150' }

describe('checkAmount', () => {
  it('answers the amount with the wallet places, or the first problem: places, limits, balance', () => {
    expect(checkAmount(' 100.5 ', 2, LIMITS)).toEqual({ ok: true, amount: '100.50' })
    expect(checkAmount('150', 2, LIMITS)).toEqual({ ok: true, amount: '150.00' })
    expect(checkAmount('99.99', 2, LIMITS)).toEqual({ ok: false, problem: 'min' })
    expect(checkAmount('150.01', 2, LIMITS)).toEqual({ ok: false, problem: 'balance' })
    expect(checkAmount('50000.01', 2, { min: '100', max: '50000' })).toEqual({ ok: false, problem: 'max' })
    for (const bad of ['100.001', 'abc', '0', '', '-5', '1e3']) expect(checkAmount(bad, 2, LIMITS), bad).toEqual({ ok: false, problem: 'invalid' })
    expect(checkAmount('120.5', 0, LIMITS)).toEqual({ ok: false, problem: 'invalid' })
  })

  it('compares with the limits as the platform holds them, never rounded to the wallet places first', () => {
    // A minimum finer than the wallet: 10.00 is below it, the least that meets it is 10.01.
    expect(checkAmount('10.00', 2, { min: '10.005', max: '100' })).toEqual({ ok: false, problem: 'min' })
    expect(checkAmount('10.01', 2, { min: '10.005', max: '100' })).toEqual({ ok: true, amount: '10.01' })
    expect(checkAmount('100', 0, { min: '100.50', max: '1000' })).toEqual({ ok: false, problem: 'min' })
    // A maximum or balance finer than the wallet: the wallet's last amount under it passes, the next does not.
    expect(checkAmount('1000.00', 2, { min: '1', max: '1000.009' })).toEqual({ ok: true, amount: '1000.00' })
    expect(checkAmount('1000.01', 2, { min: '1', max: '1000.009' })).toEqual({ ok: false, problem: 'max' })
    expect(checkAmount('88.88', 2, { min: '1', max: '1000', balance: '88.889' })).toEqual({ ok: true, amount: '88.88' })
  })
})

describe('lowestAmount', () => {
  it('is the least amount with the wallet places that meets the minimum', () => {
    expect(lowestAmount('100', 2)).toBe('100.00')
    expect(lowestAmount('10.005', 2)).toBe('10.01')
    expect(lowestAmount('100.5', 0)).toBe('101')
    expect(lowestAmount('0.00000001', 2)).toBe('0.01')
  })
})

describe('the money field rules', () => {
  it('wants a withdrawal password of six digits, typed twice the same', () => {
    expect(withdrawPasswordProblem({ password: '12345' })).toEqual({ field: 'password', message: 'withdraw_password_rule' })
    expect(withdrawPasswordProblem({ password: '123456', confirm: '123465' })).toEqual({ field: 'confirm', message: 'withdraw_password_mismatch' })
    expect(withdrawPasswordProblem({ password: '123456', confirm: '123456' })).toBeNull()
    expect(withdrawPasswordProblem({ password: '123456' })).toBeNull()
  })

  it('checks a card in field order: bank, number (digits only), payee, password', () => {
    const card = { bankCode: 'ICBC', cardNumber: cardDigits('6222 0212-3456 7890'), payeeName: 'LEE LUCKY', password: '135790' }
    expect(card.cardNumber).toBe('6222021234567890')
    expect(bankCardProblem(card)).toBeNull()
    expect(bankCardProblem({ ...card, bankCode: '', cardNumber: '12' })?.field).toBe('bankCode')
    expect(bankCardProblem({ ...card, cardNumber: '12345' })).toEqual({ field: 'cardNumber', message: 'bank_card_number_invalid' })
    expect(bankCardProblem({ ...card, payeeName: 'L' })).toEqual({ field: 'payeeName', message: 'bank_card_payee_invalid' })
    expect(bankCardProblem({ ...card, password: 'abcdef' })).toEqual({ field: 'password', message: 'withdraw_password_rule' })
  })

  it('checks a profile value by its own rule', () => {
    expect(profileProblem('nickname', 'Lucky Two')).toBeNull()
    expect(profileProblem('nickname', '!')).toEqual({ field: 'nickname', message: 'profile_nickname_invalid' })
    expect(profileProblem('email', 'lee@example.com')).toBeNull()
    expect(profileProblem('email', 'lee@example')).toEqual({ field: 'email', message: 'profile_email_invalid' })
    expect(profileProblem('payeeName', 'LEE LUCKY')).toBeNull()
  })
})
