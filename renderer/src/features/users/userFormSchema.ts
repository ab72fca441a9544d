import {
  emailSchema,
  optionalPhoneSchema,
  passwordSchema,
  type PasswordPolicyName,
  phoneSchema,
  type User,
  userIdSchema,
  userNameModifySchema,
  userNameSchema,
  UserType,
  validatePasswordConfirm,
  validateUserId,
} from '@boda/contract';
import { z } from 'zod';

/** Where the mandatory duplicate check of a new user's ID stands. */
export type IdCheck = 'none' | 'taken' | 'available';

/** The user form (manage-area 5) as the contract's field schemas; a new user's ID must have passed the duplicate check. */
export function userFormSchema(modify: boolean, policy: PasswordPolicyName) {
  return z
    .object({
      userId: modify ? z.string() : userIdSchema,
      idCheck: z.enum(['none', 'taken', 'available']),
      password: modify ? z.string() : passwordSchema(policy),
      passwordConfirm: z.string(),
      userName: modify ? userNameModifySchema : userNameSchema,
      userTypeCd: z.string(),
      email: emailSchema,
      phone: phoneSchema,
      phone2: z.string(),
      groupIdx: z.string(),
    })
    .superRefine((form, ctx) => {
      const student = Number(form.userTypeCd) === UserType.STUDENT;
      const phone2 = student ? optionalPhoneSchema.safeParse(form.phone2).error?.issues[0]?.message : undefined;
      if (phone2) ctx.addIssue({ code: 'custom', path: ['phone2'], message: phone2 });
      if (modify) return;
      if (validateUserId(form.userId) === null && form.idCheck !== 'available')
        ctx.addIssue({
          code: 'custom',
          path: ['userId'],
          message: form.idCheck === 'taken' ? 'users:form.idTaken' : 'users:form.idCheckRequired',
        });
      const confirm = validatePasswordConfirm(form.password, form.passwordConfirm);
      if (confirm) ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: confirm.message });
    });
}

export type UserFormValues = z.input<ReturnType<typeof userFormSchema>>;

export function userFormDefaults(user: User | undefined, groupIdx: number | undefined): UserFormValues {
  return {
    userId: user?.userId ?? '',
    idCheck: 'none',
    password: '',
    passwordConfirm: '',
    userName: user?.userName ?? '',
    userTypeCd: String(user?.userTypeCd ?? UserType.STUDENT),
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    phone2: user?.phone2 ?? '',
    groupIdx: String(user?.groupIdx ?? groupIdx ?? 0),
  };
}
