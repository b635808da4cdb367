// Zod-free on purpose: the client's initial bundle names actions too.

/** Every `POST /api/actions/:name` the gateway serves; `schemas/api/actions.ts` gives each its body and answer. */
export const ACTION_NAMES = [
  'login',
  'logout',
  'register',
  'sendSms',
  'freePlay',
  'changePassword',
  'resetPassword',
  'checkUsername',
  'verifySlider',
  'launchGame',
  'favourite',
  'moneyAttempt',
  'withdraw',
  'withdrawCheck',
  'setWithdrawPassword',
  'addBankCard',
  'deposit',
  'depositConfirm',
  'depositStatus',
  'claimRebate',
  'setProfile',
  'cancelBet',
  'markRead',
  'liveChat',
  'promotion',
  'applyPromotion',
  'claimReward',
  'contract',
  'setDownlineRebate',
  'transferDownlines',
  'createAffiliateLink',
  'deleteAffiliateLink',
  'applyContract',
] as const
export type ActionName = (typeof ACTION_NAMES)[number]

/** Actions a form block submits (its modes name one). */
export const FORM_ACTIONS = ['login', 'register', 'changePassword', 'resetPassword', 'freePlay'] as const satisfies readonly ActionName[]
export type FormActionName = (typeof FORM_ACTIONS)[number]
