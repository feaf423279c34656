// The account screens' Khmer texts: exactly the keys of account.en.ts, in the terms of ../glossary.md.
import type { accountEn } from './account.en.ts';

export const accountKm: { readonly [K in keyof typeof accountEn]: string } = {
  'account.password.title': 'ប្ដូរពាក្យសម្ងាត់របស់ខ្ញុំ',
  'account.password.current': 'ពាក្យសម្ងាត់បច្ចុប្បន្ន',
  'account.password.new': 'ពាក្យសម្ងាត់ថ្មី',
  'account.password.newHint': 'យ៉ាងតិច 8 តួអក្សរ។ ឧបករណ៍ផ្សេងទៀតរបស់អ្នកនឹងត្រូវចាកចេញ។',
  'account.password.repeat': 'វាយពាក្យសម្ងាត់ថ្មីម្ដងទៀត',
  'account.password.submit': 'ប្ដូរពាក្យសម្ងាត់',
  'account.password.submitting': 'កំពុងប្ដូរ...',
  'toast.account.passwordChanged': 'បានប្ដូរពាក្យសម្ងាត់ដោយជោគជ័យ! អ្នកត្រូវបានចាកចេញពីឧបករណ៍ផ្សេងទៀតរបស់អ្នក។',
  'toast.account.unknownError': 'កំហុសមិនស្គាល់',
  'validation.account.passwordsDiffer': 'ពាក្យសម្ងាត់ថ្មីទាំងពីរមិនដូចគ្នាទេ។',
  'validation.account.currentPasswordRequired': 'ត្រូវបញ្ចូលពាក្យសម្ងាត់បច្ចុប្បន្ន។',
  'validation.account.currentPasswordWrong': 'ពាក្យសម្ងាត់បច្ចុប្បន្នមិនត្រឹមត្រូវទេ។',
  'validation.account.newPasswordSame': 'ពាក្យសម្ងាត់ថ្មីត្រូវតែខុសពីពាក្យសម្ងាត់បច្ចុប្បន្ន។',
  'validation.account.passwordMin': 'ពាក្យសម្ងាត់ត្រូវមានយ៉ាងតិច 8 តួអក្សរ។',

  'account.twoFactor.title': 'ការចូលប្រព័ន្ធពីរជំហាន',
  'account.twoFactor.loading': 'កំពុងផ្ទុក…',
  'account.twoFactor.done': 'រួចរាល់',
  'account.twoFactor.isOn': 'ការចូលប្រព័ន្ធពីរជំហានកំពុងបើក។',
  'account.twoFactor.codesLeft': '{count, plural, other {នៅសល់លេខកូដសង្គ្រោះ {count}។}}',
  'account.twoFactor.howToTurnOff': 'ដើម្បីបិទ សូមបញ្ចូលលេខកូដបច្ចុប្បន្ន។',
  'account.twoFactor.code': 'លេខកូដផ្ទៀងផ្ទាត់',
  'account.twoFactor.turnOff': 'បិទ',
  'account.twoFactor.turningOff': 'កំពុងបិទ...',
  'account.twoFactor.requiredByRole': 'តួនាទីរបស់អ្នកតម្រូវឱ្យប្រើការចូលប្រព័ន្ធពីរជំហាន ដូច្នេះមិនអាចបិទបានទេ។',
  'toast.account.twoFactorOn': 'បានបើកការចូលប្រព័ន្ធពីរជំហាន',
  'toast.account.twoFactorOff': 'បានបិទការចូលប្រព័ន្ធពីរជំហាន',
  'validation.account.codeRequired': 'ត្រូវបញ្ចូលលេខកូដផ្ទៀងផ្ទាត់។',
  'validation.account.codeMax': 'លេខកូដផ្ទៀងផ្ទាត់ត្រូវមានយ៉ាងច្រើន 64 តួអក្សរ។',
  'validation.account.codeWrong': 'លេខកូដផ្ទៀងផ្ទាត់មិនត្រឹមត្រូវទេ។',
  'confirm.account.signOutEverywhere': 'ចាកចេញពីគ្រប់ឧបករណ៍',
  'confirm.account.signOutEverywhereQuestion':
    'បញ្ចប់គ្រប់វគ្គនៃគណនីរបស់អ្នក ទាំងនៅលើឧបករណ៍នេះ និងនៅលើឧបករណ៍ផ្សេងទៀតទាំងអស់ឬ? អ្នកនឹងត្រូវចូលប្រព័ន្ធម្ដងទៀត។',
};
