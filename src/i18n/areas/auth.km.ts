// The sign-in screens' Khmer texts: exactly the keys of auth.en.ts, in the terms of ../glossary.md.
import type { authEn } from './auth.en.ts';

export const authKm: { readonly [K in keyof typeof authEn]: string } = {
  'auth.codeLabel': 'លេខកូដផ្ទៀងផ្ទាត់',
  'auth.codeHint': 'លេខកូដ 6 ខ្ទង់ពីកម្មវិធីផ្ទៀងផ្ទាត់របស់អ្នក ឬលេខកូដសង្គ្រោះមួយរបស់អ្នក។',
  'auth.verify': 'ផ្ទៀងផ្ទាត់',
  'auth.verifying': 'កំពុងផ្ទៀងផ្ទាត់...',
  'auth.continue': 'បន្ត',
  'auth.setupTitle': 'រៀបចំការចូលប្រព័ន្ធពីរជំហាន',
  'auth.setupRequired': 'តួនាទីរបស់អ្នកតម្រូវឱ្យមានជំហានទីពីរ ពេលចូលប្រព័ន្ធ។',
  'toast.auth.codeRequired': 'ត្រូវការលេខកូដផ្ទៀងផ្ទាត់។',
  'toast.auth.codeMax': 'លេខកូដផ្ទៀងផ្ទាត់ត្រូវមានយ៉ាងច្រើន 64 តួអក្សរ។',
  'toast.auth.codeWrong': 'លេខកូដផ្ទៀងផ្ទាត់មិនត្រឹមត្រូវទេ។',
  'toast.auth.challengeExpired': 'ការចូលប្រព័ន្ធរបស់អ្នកបានផុតកំណត់។ សូមចូលប្រព័ន្ធម្ដងទៀត។',
};
