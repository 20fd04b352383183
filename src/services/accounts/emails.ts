/** The accounts capability's e-mails: a requester's sign-in link, and the note an operator's address gets instead. */

export interface AccountEmail {
  subject: string;
  text: string;
  html?: string;
}

/** A requester's one-time sign-in link (15 minutes). */
export function signInLinkEmail(product: string, url: string): Required<AccountEmail> {
  return {
    subject: `Your ${product} sign-in link`,
    text:
      `Hello,\n\nUse this link to open your ${product} dashboard:\n\n${url}\n\n` +
      `It works once and expires in 15 minutes. If you did not ask to sign in, ignore this e-mail; ` +
      `nobody can sign in without it.\n\n${product}`,
    html:
      `<p>Hello,</p><p>Use this link to open your ${product} dashboard:</p>` +
      `<p><a href="${url}">Sign in to ${product}</a></p>` +
      `<p>It works once and expires in 15 minutes. If you did not ask to sign in, ignore this e-mail; ` +
      `nobody can sign in without it.</p><p>${product}</p>`,
  };
}

/** What an operator's address gets when someone asks for a customer link for it: where to sign in. */
export function operatorSignInNotice(product: string, operatorSignInUrl: string): AccountEmail {
  return {
    subject: `${product} sign-in request`,
    text:
      `Hello,\n\nSomeone asked for a customer sign-in link for this address. Operator accounts cannot ` +
      `sign in with an e-mailed link; use the operator sign-in with your password at ${operatorSignInUrl}.\n\n` +
      `If this was not you, no action is needed: nobody was signed in.\n\n${product}`,
  };
}
