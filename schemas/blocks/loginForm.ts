import { z } from 'zod'
import { ActionSchema } from '../actions.ts'
import { TextSchema } from '../text.ts'

const LinkSchema = z.object({ label: TextSchema, action: ActionSchema }).strict()

export const LoginFormPropsSchema = z
  .object({
    title: TextSchema.default({ t: 'login' }),
    usernameLabel: TextSchema.default({ t: 'username' }),
    passwordLabel: TextSchema.default({ t: 'password' }),
    submitLabel: TextSchema.default({ t: 'login' }),
    links: z.array(LinkSchema).default([]),
  })
  .strict()

export const LoginFormResolvedSchema = z.object({
  title: z.string(),
  usernameLabel: z.string(),
  passwordLabel: z.string(),
  submitLabel: z.string(),
  links: z.array(z.object({ label: z.string(), action: ActionSchema })),
})
export type LoginFormResolved = z.infer<typeof LoginFormResolvedSchema>
