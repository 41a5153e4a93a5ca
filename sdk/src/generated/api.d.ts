/**
 * Generated from the Kisa API's OpenAPI document by `npm run generate -w sdk` (openapi-typescript).
 * Do not edit: regenerate after changing an operation. A test fails when this file differs from a
 * fresh generation.
 */

export interface paths {
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account (own team, owner) and mail a verification link
         * @description Create an account (own team, owner) and mail a verification link. The same answer (201, same message, at the same time) for an e-mail that already has an account, whose owner is mailed sign-in and reset links instead
         */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/resend-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a new verification link (same answer whether or not the account exists) */
        post: operations["resendVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify the account
         * @description Verify the account; signs in when the link carries a session, the request is the app's own (a same-origin fetch, a navigation the user began, or no browser) and the browser holds no session of another user — otherwise verified, 'please sign in', no cookie (login CSRF). The same link confirms a member's new e-mail address (409 to its holder if the address has an account meanwhile)
         */
        get: operations["verifyAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with e-mail and password
         * @description Sign in with e-mail and password. A person with a second factor is not signed in yet: the answer is the second step's challenge (no cookie), for POST /api/auth/signin/second-factor
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signin/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in's second step
         * @description Sign in's second step: the password step's challenge (single-use, 5 minutes) with a code from the authenticator app or a recovery code (each works once). Five wrong codes end the challenge; wrong codes count against sign-in's limits
         */
        post: operations["signInSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out: ends the presented session (its token stops working everywhere) and clears the…
         * @description Sign out: ends the presented session (its token stops working everywhere) and clears the session cookie; 200 also for an invalid or missing token
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password reset link (same answer whether or not the account exists) */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the reset form may be shown for this link (does not use it) */
        get: operations["checkResetToken"];
        put?: never;
        /** Set a new password with a reset link (single use); ends all of the user's sessions */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user, with the live invitations of other teams addressed to their e-mail…
         * @description The signed-in user, with the live invitations of other teams addressed to their e-mail (to accept or decline)
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change one's own name (any member; the e-mail is an owner's change, confirmed by mail) */
        patch: operations["updateMe"];
        trace?: never;
    };
    "/api/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change one's own password, giving the current one
         * @description Change one's own password, giving the current one. Every other session ends and the caller's API keys are revoked; the calling session stays. A wrong current password counts against sign-in's per-e-mail limit
         */
        put: operations["changeMyPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's second factors
         * @description The caller's second factors: whether an authenticator app is set up, recovery codes left, passkeys
         */
        get: operations["getSecondFactors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/second-factor/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Begin setting up an authenticator app
         * @description Begin setting up an authenticator app: a new secret (base32 and otpauth:// URI for a QR code), pending until confirmed with a code; a new start replaces a pending one
         */
        post: operations["enrolTotp"];
        /**
         * Turn the authenticator app off (its recovery codes too)
         * @description Turn the authenticator app off (its recovery codes too). Needs a sign-in within the last 10 minutes
         */
        delete: operations["disableTotp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/second-factor/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn the pending authenticator app on with a code it shows
         * @description Turn the pending authenticator app on with a code it shows; answers the recovery codes, shown only in this answer
         */
        post: operations["confirmTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/second-factor/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new set of recovery codes (the old ones stop working), shown only in this answer
         * @description A new set of recovery codes (the old ones stop working), shown only in this answer. Needs a sign-in within the last 10 minutes
         */
        post: operations["regenerateRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Options for navigator.credentials.create()
         * @description Options for navigator.credentials.create(): a new single-use challenge (5 minutes), the caller's passkeys to exclude, resident key and user verification preferred
         */
        post: operations["passkeyRegistrationOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's passkeys, oldest first */
        get: operations["listPasskeys"];
        put?: never;
        /**
         * Add a passkey: the browser's answer to the creation options, verified (challenge, origin,…
         * @description Add a passkey: the browser's answer to the creation options, verified (challenge, origin, relying party, signature), and a name for it
         */
        post: operations["addPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove one of the caller’s passkeys
         * @description Remove one of the caller’s passkeys; needs a session signed in within the last 15 minutes (not an API key)
         */
        delete: operations["removePasskey"];
        options?: never;
        head?: never;
        /** Rename one of the caller’s passkeys */
        patch: operations["renamePasskey"];
        trace?: never;
    };
    "/api/auth/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Options for navigator.credentials.get() and the id of their single-use challenge (5…
         * @description Options for navigator.credentials.get() and the id of their single-use challenge (5 minutes). With an e-mail: that account's passkeys as allowCredentials — the same shape whether or not the account exists; without: none (a discoverable passkey chooses the account)
         */
        post: operations["passkeySignInOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a passkey
         * @description Sign in with a passkey: the browser's answer to the request options (challenge used once; origin, relying party, signature, user verification, a growing counter). Starts a Kisa session (amr hwk)
         */
        post: operations["passkeySignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's current team, its members (owners first), its settings and
         * @description The caller's current team, its members (owners first), its settings and — for owners and admins — its pending invitations
         */
        get: operations["getTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename the current team or change its policy
         * @description Rename the current team or change its policy: whether viewers may export the visitor log, whether every member needs a second factor (members without one may then only set one up) (owners and admins)
         */
        patch: operations["updateTeam"];
        trace?: never;
    };
    "/api/team/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave the current team
         * @description Leave the current team: the session moves to another of your teams. The last owner of a team with other members cannot leave, nor can anyone leave their only team. A team left with nobody keeps its links (they keep redirecting) until a platform admin hands it to someone
         */
        post: operations["leaveTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The teams you are in, by name, with your role in each and the one this session works in…
         * @description The teams you are in, by name, with your role in each and the one this session works in (`current`)
         */
        get: operations["listMyTeams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Work in another of your teams
         * @description Work in another of your teams: this session's team from the next request, and the team your next sign-in starts in. An API key stays in its own team (the key's)
         */
        post: operations["switchTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 'Create New Member' (owners and admins; an owner's invitation only by an owner)
         * @description 'Create New Member' (owners and admins; an owner's invitation only by an owner): invites the address, as `role` (default member) — mails a single-use link valid 7 days; nothing else exists until its holder accepts. A new address then becomes an account in the team with the password given here; an existing account joins after signing in. The same answer for every address outside the team (whether or not it has an account); an address already a member of this team is a 409 and no mail; inviting an address again replaces its pending invitation. At most 100 invitations and e-mail changes per owner and hour
         */
        post: operations["createMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member from the team (their links stay with the team; a person in no other team…
         * @description Remove a member from the team (their links stay with the team; a person in no other team loses their account), or withdraw a pending invitation by its id (its link stops working); owners and admins (owners only by owners)
         */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        /**
         * Change a member's role, name at once, and e-mail once the new address's holder follows…
         * @description Change a member's role, name at once, and e-mail once the new address's holder follows the link mailed there (`pendingEmail`); the same answer for every address (owners and admins; only owners make, demote or change owners; a person also in other teams changes their own name and e-mail)
         */
        patch: operations["updateMember"];
        trace?: never;
    };
    "/api/team/members/{id}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the password of a member who accepted (owners and admins, an owner's only by an…
         * @description Set the password of a member who accepted (owners and admins, an owner's only by an owner, never of a person also in other teams; an invitation's id is no member: 404); ends the member's sessions and revokes their API keys, as a password reset does (an owner setting their own keeps the calling session)
         */
        put: operations["setMemberPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{ref}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What an invitation link offers (`ref`: the link's token; does not use it)
         * @description What an invitation link offers (`ref`: the link's token; does not use it): team, inviter, and whether the address already has an account — told only to the link's holder, the address's mailbox
         */
        get: operations["getInvitation"];
        put?: never;
        /**
         * Accept or decline an invitation
         * @description Accept or decline an invitation. `ref`: the link's token, or — signed in — the id of an invitation to your own address (GET /api/me). Accepting for a new address creates the account (verified, the owner's chosen password, no session); an existing account must be signed in, and the team is added to its teams (its other teams stay; `leaveCurrentTeam` from older clients is ignored). Single use
         */
        post: operations["answerInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/sso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The team's single sign-on settings (null: none yet) and the addresses to give the…
         * @description The team's single sign-on settings (null: none yet) and the addresses to give the identity provider (owners)
         */
        get: operations["getSsoSettings"];
        /**
         * Save the team's single sign-on
         * @description Save the team's single sign-on: the protocol and its identity provider (OIDC: the issuer's discovery document is read and checked now; SAML: metadata by URL or file, or its parts), the e-mail domains routed to it (each claimed platform-wide; verified by a DNS TXT record before it routes anyone), whether password sign-in is refused to members (but for the owners named break-glass), and the role of people who join through it (owners)
         */
        put: operations["saveSsoSettings"];
        post?: never;
        /**
         * Turn single sign-on off
         * @description Turn single sign-on off: the settings go and their domains are released; members sign in with their passwords again (owners)
         */
        delete: operations["deleteSsoSettings"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/sso/domains/{domain}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a single sign-on domain's DNS TXT record (`kisa-sso=<token>` on the domain) and…
         * @description Check a single sign-on domain's DNS TXT record (`kisa-sso=<token>` on the domain) and mark it verified when it is there (owners)
         */
        post: operations["verifySsoDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a single sign-on
         * @description Start a single sign-on: where to send the browser (the identity provider of the team that verified the e-mail's domain), with a new single-use attempt bound to this browser by a cookie
         */
        post: operations["startSsoSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso/oidc/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where an OpenID Provider sends the browser back
         * @description Where an OpenID Provider sends the browser back: the code is redeemed, the ID token verified (the provider's signature, issuer, audience, nonce), the person signed in — their account linked, or made just in time in a verified domain — and sent into the app with a session cookie; any refusal goes to the sign-in page with its reason (`sso_error`). Query: `code` and `state`, or `error` and `error_description` (RFC 6749 §4.1.2), and `iss` (RFC 9207, checked); other parameters a provider adds are ignored
         */
        get: operations["oidcCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso/saml/acs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The SAML assertion consumer service
         * @description The SAML assertion consumer service: the identity provider's signed answer, posted by the browser, is checked (signature, audience, recipient, time, the single-use request it answers) and held for two minutes under a single-use code; the browser goes on to the finish step, which only the browser that began the sign-in can complete. Any refusal goes to the sign-in page with its reason (`sso_error`)
         */
        post: operations["samlAssertionConsumer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso/saml/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The SAML sign-in's last step, where the assertion consumer sends the browser
         * @description The SAML sign-in's last step, where the assertion consumer sends the browser: the checked answer held under `code` is collected by the browser that began the sign-in (its cookie from POST /api/auth/sso, which a cross-site form post cannot carry — so an answer someone else posts from their page signs no one in), the person signed in — their account linked, or made just in time in a verified domain — and sent into the app with a session cookie; any refusal goes to the sign-in page with its reason (`sso_error`). Query: `code`
         */
        get: operations["finishSamlSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso/saml/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Kisa's SAML service provider metadata (entity ID, assertion consumer service), to give an…
         * @description Kisa's SAML service provider metadata (entity ID, assertion consumer service), to give an identity provider
         */
        get: operations["getSamlMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All users, newest first, `limit` a page (default 10, at most 100), with the number of…
         * @description All users, newest first, `limit` a page (default 10, at most 100), with the number of users (admins only). Pages go by key: pass the answer's `cursor` for the next page (absent on the last). `page` without a cursor still works (it passes over the rows before) and is echoed
         */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mark a user verified, disable / enable them, or put them on a plan (`plan`: their API…
         * @description Mark a user verified, disable / enable them, or put them on a plan (`plan`: their API request limits, README's Rate limits) (admins only)
         */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/api/admin/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The teams whose last member left (`orphaned=true`)
         * @description The teams whose last member left (`orphaned=true`): they are kept, their links keep redirecting, until handed to someone (admins only)
         */
        get: operations["listAdminTeams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/teams/{id}/owner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand a team whose last member left to an existing account, as its owner
         * @description Hand a team whose last member left to an existing account, as its owner: it lists the team's links at once (admins only)
         */
        post: operations["handOverTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Platform totals for the admin dashboard (admins only) */
        get: operations["getAdminStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/moderation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The moderation queue (admins only)
         * @description The moderation queue (admins only): reported and flagged links across teams, latest activity first, 25 a page — target, team, clicks, reports by reason, the latest reports, screening flags and the link's state. Query `status` (`open`, default, or `resolved`) and `cursor` (from the previous page)
         */
        get: operations["listModerationQueue"];
        put?: never;
        /**
         * One moderation action (admins only), recorded in the audit log
         * @description One moderation action (admins only), recorded in the audit log: `disableLink` (visitors get 410, no click counted), `enableLink`, `clearFlag` (lift the warning page), `dismiss` (the reports), `disableTeam` / `enableTeam` (every link of the team, within seconds)
         */
        post: operations["moderate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/moderation/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log of moderation actions (admins only)
         * @description The audit log of moderation actions (admins only): who did what, when — link and team actions, user disables, blocklist changes — newest first, 50 a page; query `cursor`
         */
        get: operations["listModerationLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blocklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The blocklist (admins only)
         * @description The blocklist (admins only): hosts and domains whose links are refused, A–Z, 50 a page; query `q` (entries starting with it) and `cursor`
         */
        get: operations["listBlocklist"];
        put?: never;
        /**
         * Add or remove blocklist entries (admins only)
         * @description Add or remove blocklist entries (admins only): `entries` typed, or `file`, the text of a hosts file (`0.0.0.0 evil.example`), a one-domain-a-line list, Adblock `||domain^` rules or URLs — as public phishing lists ship. A domain blocks its subdomains. At most 20,000 entries a request. Adding also disables the existing links to the entries (their target host or a subdomain of it; 410, a resolved case each) for up to 15 s: `linksDisabled` says how many, `linksLeft` that more remain (send the same request again)
         */
        post: operations["changeBlocklist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a short link as abusive (phishing, malware, spam, …)
         * @description Report a short link as abusive (phishing, malware, spam, …): the link joins the admins' moderation queue. `link` is the short link in any spelling (with or without scheme, port, trailing slash; any case; IDN or punycode host) and is resolved by host and code exactly, or a bare code. Anyone may call it; limited to 10 reports per client address per hour
         */
        post: operations["reportLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * API keys of the caller's current team
         * @description API keys of the caller's current team: for owners and admins every key of the team with its creator, for others their own (prefix only, never the key); expired keys are listed as such
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key bound to the caller's current team, with scopes (each within the…
         * @description Create an API key bound to the caller's current team, with scopes (each within the caller's role; default: all the key scopes the role has) and an optional expiry (at most a year); the answer is the only time the key is shown
         */
        post: operations["createApiKey"];
        /** Revoke all the caller's API keys */
        delete: operations["revokeAllApiKeys"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke one API key (stops working at once)
         * @description Revoke one API key (stops working at once): your own, or — for owners and admins — any key of the team
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's live sessions, newest first
         * @description The caller's live sessions, newest first: device, browser and OS, truncated address, how it signed in, the current one marked
         */
        get: operations["listMySessions"];
        put?: never;
        post?: never;
        /** End every session of the caller's but the current one (their tokens stop working at once) */
        delete: operations["endMyOtherSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End one of your sessions (its token stops working at once)
         * @description End one of your sessions (its token stops working at once); ending the current one also clears the session cookie
         */
        delete: operations["endMySession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/members/{id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End every session of a member of your team (owners and admins; an owner's only by an…
         * @description End every session of a member of your team (owners and admins; an owner's only by an owner); their API keys stay
         */
        delete: operations["endMemberSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The team's links, newest first
         * @description The team's links, newest first; with `q`, only those whose title, alias or target contains it. By page number (`page`), or by cursor: pass each answer's `nextCursor` as `cursor` until an answer has none. A walk by cursor answers every link that existed when it began (and was not deleted meanwhile) exactly once; links created during it sort before its first page, so the next walk shows them
         */
        get: operations["listLinks"];
        put?: never;
        /**
         * Create a link. Without an alias (`shortUrl` left out, empty or blank) it gets a generated…
         * @description Create a link. Without an alias (`shortUrl` left out, empty or blank) it gets a generated 8-character code, unique on its domain; the answer carries the whole short URL in `shortLink`. The title defaults to the target host name
         */
        post: operations["createLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether query `alias` can be taken (invalid or reserved aliases answer false with the…
         * @description Whether query `alias` can be taken (invalid or reserved aliases answer false with the reason)
         */
        get: operations["checkAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the team's links */
        get: operations["getLink"];
        put?: never;
        post?: never;
        /** Delete a link (its short URL stops resolving) */
        delete: operations["deleteLink"];
        options?: never;
        head?: never;
        /**
         * Change any subset of title, alias, target, redirects, password, UTM, expiry, targeting…
         * @description Change any subset of title, alias, target, redirects, password, UTM, expiry, targeting rules, split, social preview and indexing (null or "" clears an optional value). A preview's `image` is the `imageUrl` of POST /api/links/{id}/preview-image, once the file is uploaded: it is read back and must be the PNG, JPEG, WebP or GIF it was declared as, at most 5 MB
         */
        patch: operations["updateLink"];
        trace?: never;
    };
    "/api/links/{id}/split/promote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the link's A/B split by promoting a variant
         * @description End the link's A/B split by promoting a variant: its destination becomes the link's target and the split goes. The variants' clicks keep their ids in analytics
         */
        post: operations["promoteVariant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links/{id}/preview-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Where to upload the link's social preview image
         * @description Where to upload the link's social preview image: a presigned PUT to the app's bucket for a PNG, JPEG, WebP or GIF of the declared size (at most 5 MB; type and size are signed), working for 15 minutes, and the image's URL on the app's CDN. Then PATCH the link with `preview.image` = `imageUrl`
         */
        post: operations["createPreviewUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/page-title": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fetch the <title> of a public web page (5 s limit, at most 3 redirects, 512 KB read) */
        post: operations["fetchPageTitle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team's dashboard counters */
        get: operations["getStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/links/{code}/gate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the password gate (`/loginurl/{code}`) needs before asking for a password
         * @description What the password gate (`/loginurl/{code}`) needs before asking for a password: whether the code is a link and whether a visit meets the gate now (an expired link does not). Nothing more: no destination, no hash
         */
        get: operations["getLinkGate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unlock a password-protected short link
         * @description Unlock a password-protected short link: answers the visitor's destination (device target, UTM merged) and counts the click
         */
        post: operations["unlockLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The team's campaigns, newest first (a JSON array)
         * @description The team's campaigns, newest first (a JSON array); clicks snapshots older than 30 s are recounted (in the call up to 2,000 links, by the bulk worker beyond)
         */
        get: operations["listCampaigns"];
        put?: never;
        /** Create an empty campaign of the caller's team (status idle) */
        post: operations["createCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One campaign: stats (totalLinks, totalClicks, ctr = clicks per link in %, 1 decimal) and…
         * @description One campaign: stats (totalLinks, totalClicks, ctr = clicks per link in %, 1 decimal) and bulk progress (status, processed, total, error). Poll it for progress; totalClicks is recounted when over 2 s old (in the call up to 2,000 links, by the bulk worker beyond at most every 30 s), so a poll every few seconds follows clicks.
         */
        get: operations["getCampaign"];
        put?: never;
        post?: never;
        /**
         * Delete a campaign with all its links (their short URLs stop resolving)
         * @description Delete a campaign with all its links (their short URLs stop resolving). Small campaigns are deleted in the call (200); bigger ones, or one with a bulk run in flight, by the bulk worker (202): the campaign is gone at once, its links within moments.
         */
        delete: operations["deleteCampaign"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaigns/{id}/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the campaign's links in the order they were created (the file's order), each…
         * @description A page of the campaign's links in the order they were created (the file's order), each with its exact totalClicks and uniqueClicks; query `page` (from 1) and `limit` (default 10, at most 100), or `cursor`: each answer's `nextCursor` until an answer has none. A walk by cursor answers each link once; links a bulk run adds meanwhile come at the end, so a walk that has not ended yet shows them
         */
        get: operations["listCampaignLinks"];
        put?: never;
        /**
         * Queue up to 10,000 links for bulk creation (send a bigger file as several requests)
         * @description Queue up to 10,000 links for bulk creation (send a bigger file as several requests). Each longUrl is normalised (www. and bare domains get https://) and must be an http(s) URL; refused ones are counted and listed, the rest are written by the bulk worker: 8-character codes, title `Bulk Link XXXX` unless given; `tags` (names) and `rules` (targeting rules: a link whose rule destination is refused is refused with it) go on each link. Progress: GET /api/campaigns/{id}.
         */
        post: operations["queueCampaignLinks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaigns/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The campaign's links as a file
         * @description The campaign's links as a file; query `format` = csv (default) or xlsx. Columns Short URL, Long URL, Title, Clicks. Files over 4 MB are answered as JSON {url, filename}: a presigned download URL valid 15 minutes. Campaigns over 20,000 links are exported by the bulk worker: the call answers 202 {message} until the file is ready (ask again every few seconds), then {url, filename}.
         */
        get: operations["exportCampaign"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/link-health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The team's links whose destinations are broken (longest broken first), then those whose…
         * @description The team's links whose destinations are broken (longest broken first), then those whose certificate expires within 14 days; healthy links are not listed
         */
        get: operations["listLinkHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/link-health/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team's default fallback URL and the members told of broken links besides its owners */
        get: operations["getLinkHealthSettings"];
        /**
         * Set the team's default fallback URL (null: none) and the members told of broken links…
         * @description Set the team's default fallback URL (null: none) and the members told of broken links (owners always are)
         */
        put: operations["updateLinkHealthSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Analytics of the team's clicks in a range of the viewer's calendar days
         * @description Analytics of the team's clicks in a range of the viewer's calendar days: totals and the previous period of the same length, clicks by date (by hour for a one-day range; every day present), rankings by browser, os, device, country, city, referrer and source (at most 100 each), the links ranked by clicks, the domains they were visited on (`domain`: the platform's short domain named by its host and marked `platform`), the breakdown by tag (`tags`: clicks and unique clicks per tag the links carried when clicked — a click counts for each of its tags; named as the team names them now, deleted tags left out; at most 100), and by what sent the visitor: `rules` (the targeting rule that held first) and `variants` (the A/B split variant), each named from its link as it is now. Conversions of the range's clicks, counted on each click's date: `conversions` and `previousConversions` (conversions, converting clicks, rate, revenue per currency), `byDate[].conversions`, and conversions, converting clicks and revenue on every ranking entry; a campaign's figures are those of the `campaignId` filter. Bots are left out of every figure and counted in botsExcluded. Unique clicks are first clicks of a visitor on a link, as on the dashboard.
         */
        get: operations["getAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/visitors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The visitor log of the same scope, newest first, 5 per page by default (bots left out)
         * @description The visitor log of the same scope, newest first, 5 per page by default (bots left out); each row with the tags its link carried when clicked (`tags`, current names; deleted tags left out) and what the click led to: `conversions` and `revenue` per currency (minor units)
         */
        get: operations["listVisitors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/visitors/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every row of the visitor log of the scope as a file
         * @description Every row of the visitor log of the scope as a file: `format` = xlsx (default) or csv. Files over 4 MB are answered as JSON {url, filename}: a presigned download URL valid 15 minutes. A range with more visitors than one call can write (50,000 by default) is exported by a background job: the call answers 202 with the job, to follow at /api/analytics/visitors/exports/{id} until its file is ready. XLSX holds at most 1,048,575 rows (Excel's limit): a bigger range answers 400, to export as CSV.
         */
        get: operations["exportVisitors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/visitors/exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A background visitor export of the caller's team
         * @description A background visitor export of the caller's team: its status, rows written of the range's total and percent done; once `done`, a presigned download URL (valid 15 minutes: ask again for a fresh one); once `failed`, why. Ask every few seconds. Jobs are kept 7 days.
         */
        get: operations["getVisitorsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live/clicks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The team's clicks a few seconds after their redirect, bots included and marked, as…
         * @description The team's clicks a few seconds after their redirect, bots included and marked, as Server-Sent Events (`text/event-stream`) for an EventSource. A first connection (no `Last-Event-ID`) marks the team as watched for 60 s and answers at once: `event: ready` whose `id` is the cursor. Each later connection sends the last id it got as `Last-Event-ID` (EventSource does), renews the mark, and answers the clicks published since as `event: clicks` (data `{clicks}`, oldest first; a click may come twice across connections: keep one per `id`) as soon as there are any, or after 10 s with none; then the connection ends and EventSource opens the next after `retry: 250` ms. Clicks are kept 10 minutes: an older or unreadable `Last-Event-ID` starts again from now. Only clicks made while the team is watched are published. Not the analytics engine: the click worker copies them for watched teams only.
         */
        get: operations["streamLiveClicks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's e-mail report in this team
         * @description The caller's e-mail report in this team: how often (none, weekly, monthly), what it covers, the time zone of its periods and the next period
         */
        get: operations["getReportSubscription"];
        /**
         * Choose the caller's e-mail report in this team
         * @description Choose the caller's e-mail report in this team: weekly (each calendar week, Monday to Sunday) or monthly (each calendar month) in `tz`, mailed the morning after the period ends; none stops them. It covers the team, one of its campaigns, or the links carrying any of up to 10 of its tags: clicks, unique clicks, the change over the previous period, top links, countries, devices and conversions, with a chart
         */
        put: operations["putReportSubscription"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the unsubscribe link leads a browser
         * @description Where the unsubscribe link leads a browser: a redirect to the app’s confirmation page, whose button posts the unsubscribe (a GET changes nothing, so link scanners unsubscribe nobody)
         */
        get: operations["showReportUnsubscribe"];
        put?: never;
        /**
         * One-click unsubscribe (RFC 8058)
         * @description One-click unsubscribe (RFC 8058): a mail client posts `List-Unsubscribe=One-Click` to the address in the report’s List-Unsubscribe header, without signing in; the token names the subscription and is signed. Answers the same whether or not it was still subscribed
         */
        post: operations["unsubscribeReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/track/conversions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a conversion (a `lead` or a `sale`) of one click of a link with…
         * @description Record a conversion (a `lead` or a `sale`) of one click of a link with `conversionTracking` on, usually from your backend with an API key. `clickId` is the `kisa_cid` query parameter the link passed to your page (a signed id of the click: no other team's click can be named). `eventId` is your own id for the conversion and makes the call idempotent: the same eventId again answers 200 with the conversion recorded the first time and records nothing (the same eventId with another click, type, amount, currency or time answers 409). `amount` is an integer in the currency's minor unit (cents; yen for JPY), with `currency` (ISO 4217), for sales only. `time` defaults to now; a conversion counts on its click's date in analytics, within 90 days of the click. The conversion carries its click's dimensions (link, campaign, tags, country, device, rule, variant…) into analytics. Sends `conversion.created` to the team's webhooks.
         */
        post: operations["trackConversion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The team's branded domains with their status and DNS records, and the platform's short…
         * @description The team's branded domains with their status and DNS records, and the platform's short domain
         */
        get: operations["listDomains"];
        put?: never;
        /**
         * Add a domain (team owners)
         * @description Add a domain (team owners): pending until its TXT and CNAME records are found; checked once at once
         */
        post: operations["addDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/domains/{host}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a domain (team owners); refused while links are on it */
        delete: operations["removeDomain"];
        options?: never;
        head?: never;
        /**
         * Set the domain's pages (root and not-found URLs, robots.txt, app-links files) or make it…
         * @description Set the domain's pages (root and not-found URLs, robots.txt, app-links files) or make it the team's default (team owners)
         */
        patch: operations["updateDomain"];
        trace?: never;
    };
    "/api/domains/{host}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read the domain's DNS records again now (team owners)
         * @description Read the domain's DNS records again now (team owners): CNAME chains are followed up to 8 hops; each query waits 2 s and is asked once more. The platform also checks every 15 minutes
         */
        post: operations["checkDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team's imports, newest first (the last 50) */
        get: operations["listImports"];
        put?: never;
        /**
         * Start reading a source (team owners)
         * @description Start reading a source (team owners): the import worker reads its links page by page within the source's rate limits, checks each (code, destination, domain) and stages them; poll GET /api/imports/{id} until status `ready` for the preview, then POST …/start. The token is kept for the run only.
         */
        post: operations["createImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One import: status, progress (poll it), the preview (counts, conflicts, domains with…
         * @description One import: status, progress (poll it), the preview (counts, conflicts, domains with their DNS records) and, when done, the report
         */
        get: operations["getImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write the previewed links (team owners)
         * @description Write the previewed links (team owners): per source domain keep (same host, ownership verified by its TXT record first), move or skip; conflicts skipped or given new codes. Resumable and idempotent: links an earlier run wrote are left as they are.
         */
        post: operations["startImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop an import (team owners): links written so far stay; the token is dropped */
        post: operations["cancelImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/{id}/mapping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The mapping file (CSV)
         * @description The mapping file (CSV): one row per source link — old short URL, new short URL, destination, status (imported, already imported, new code, skipped) and the reason for a skip. Ready once the links are written.
         */
        get: operations["downloadImportMapping"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team's webhook endpoints (never their secrets) */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Add an endpoint (team owners)
         * @description Add an endpoint (team owners): an https URL, its events and an optional filter; the signing secret is answered only now
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an endpoint (team owners); deliveries still queued for it are dropped */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change an endpoint’s URL, events, filter or description, or enable / disable it (team…
         * @description Change an endpoint’s URL, events, filter or description, or enable / disable it (team owners; enabling clears its failures)
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/webhooks/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the endpoint’s signing secret (team owners)
         * @description Replace the endpoint’s signing secret (team owners); the new one is answered only now, and the replaced one keeps signing beside it for 24 hours (`endpoint.previousSecretExpiresAt`)
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The endpoint’s deliveries of the last 30 days, newest first, `limit` a page (default 50)
         * @description The endpoint’s deliveries of the last 30 days, newest first, `limit` a page (default 50): event, status, attempts, last answer. Pass each answer’s `nextCursor` as `cursor` for older ones, until an answer has none; deliveries made during such a walk are newer than its first page and are not in it
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries/{deliveryId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again (team owners): the same message and webhook-id, one more attempt */
        post: operations["resendWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the endpoint a `webhook.test` event (team owners) */
        post: operations["sendTestWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team's tags, oldest first, each with how many links carry it */
        get: operations["listTags"];
        put?: never;
        /** Add a tag (any member); names are unique in the team in any case */
        post: operations["createTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a tag (team owners): it is gone from every link at once */
        delete: operations["deleteTag"];
        options?: never;
        head?: never;
        /** Rename or recolour a tag (any member); its links show the new name at once */
        patch: operations["updateTag"];
        trace?: never;
    };
    "/api/shares": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The team's shared dashboards, newest first, revoked and expired ones included (never a…
         * @description The team's shared dashboards, newest first, revoked and expired ones included (never a token: it is not kept)
         */
        get: operations["listShares"];
        put?: never;
        /**
         * Share a link's, a campaign's or a tag's analytics by an unguessable URL…
         * @description Share a link's, a campaign's or a tag's analytics by an unguessable URL (`/share/{token}`), optionally with a password and an expiry; the visitor log only with `visitors: true` (which needs `visitors:export`). The token is answered once: only its hash is kept.
         */
        post: operations["createShare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shares/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a shared dashboard: its URL answers 410 from the next request on */
        delete: operations["revokeShare"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/shares/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a shared dashboard shows and whether it asks for a password, before any figures
         * @description What a shared dashboard shows and whether it asks for a password, before any figures. Read with the share's token as the credential: only the clicks of what it shares (its link, campaign or tag), ANDed with any filter given, never another team's; every answer carries `X-Robots-Tag: noindex`.
         */
        get: operations["getSharedDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/shares/{token}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a shared dashboard's password
         * @description Check a shared dashboard's password: answers an access token for its analytics calls, valid 60 minutes. Wrong passwords are limited per address and share.
         */
        post: operations["unlockSharedDashboard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/shares/{token}/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every panel of the analytics page for a shared dashboard, as `GET /api/analytics` answers…
         * @description Every panel of the analytics page for a shared dashboard, as `GET /api/analytics` answers it. Read with the share's token as the credential: only the clicks of what it shares (its link, campaign or tag), ANDed with any filter given, never another team's; every answer carries `X-Robots-Tag: noindex`.
         */
        get: operations["getSharedAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/shares/{token}/visitors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The visitor log of a shared dashboard, newest first, when the share allows it (else 403)
         * @description The visitor log of a shared dashboard, newest first, when the share allows it (else 403). Read with the share's token as the credential: only the clicks of what it shares (its link, campaign or tag), ANDed with any filter given, never another team's; every answer carries `X-Robots-Tag: noindex`.
         */
        get: operations["listSharedVisitors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team's alert rules, oldest first, each with its last alert */
        get: operations["listAlerts"];
        put?: never;
        /**
         * Add an alert rule (owners and admins)
         * @description Add an alert rule (owners and admins): what to watch, when to fire, whom to tell, quiet hours and a cool-down
         */
        post: operations["createAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an alert rule (owners and admins); an alert it holds for quiet hours is not sent */
        delete: operations["deleteAlert"];
        options?: never;
        head?: never;
        /**
         * Change an alert rule (owners and admins)
         * @description Change an alert rule (owners and admins): any subset of its fields; enabled false pauses it
         */
        patch: operations["updateAlert"];
        trace?: never;
    };
    "/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The team's audit log, newest first, filtered by actor, action, target and time
         * @description The team's audit log, newest first, filtered by actor, action, target and time; query `cursor` for the next page
         */
        get: operations["listAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The entries the same filters select (newest first, at most 20,000) as a CSV file */
        get: operations["exportAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Checks the team's chain from its oldest entry present (older ones expire by the plan's…
         * @description Checks the team's chain from its oldest entry present (older ones expire by the plan's retention; the oldest's `prevHash` is the anchor) to the head: every hash, every link, no gap
         */
        get: operations["verifyAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI document */
        get: operations["getOpenapi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "link.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A link was created (the Link as the API answers it) */
        post: operations["onLinkCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "link.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A link was changed (the Link after the change) */
        post: operations["onLinkUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "link.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A link was deleted (the Link as it was) */
        post: operations["onLinkDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "link.clicked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Links were clicked: the counted clicks (bots left out) as the visitor log shows them, batched — one event per team and click-worker batch, at most 100 clicks each */
        post: operations["onLinkClicked"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "campaign.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A bulk run finished, done or failed (the Campaign) */
        post: operations["onCampaignCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "link.broken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A link's destination stopped working (two failed checks in a row: an error status, no DNS, a TLS failure, no answer, a loop, a parked domain): once per incident */
        post: operations["onLinkBroken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "link.recovered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A broken link's destinations answer again: once per incident, after its link.broken */
        post: operations["onLinkRecovered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "conversion.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A conversion was recorded (POST /api/track/conversions; a replayed eventId sends nothing): the conversion as the API answered it */
        post: operations["onConversionCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "alert.triggered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An alert rule fired (delivered after its quiet hours, if it has them): the rule, what it saw and where to look */
        post: operations["onAlertTriggered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "moderation.flagged": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Platform admins only: a link of any team entered the moderation queue (flagged by screening, or reported) */
        post: operations["onModerationFlagged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "moderation.actioned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Platform admins only: an admin acted on a link, a team or the blocklist (the audit log's line) */
        post: operations["onModerationActioned"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A test event an owner asked for */
        post: operations["onWebhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        User: {
            id: string;
            name: string;
            /** Format: email */
            email: string;
            /** @enum {string} */
            role: "user" | "admin";
            teamId: string;
            /** @enum {string} */
            teamRole: "owner" | "admin" | "member" | "viewer";
            plan: string;
            verified: boolean;
            /** @enum {string} */
            locale?: "en" | "tr";
            scopes?: ("account:read" | "account:write" | "team:read" | "team:write" | "team:owners" | "sso:write" | "links:read" | "links:write" | "tags:write" | "tags:delete" | "campaigns:read" | "campaigns:write" | "analytics:read" | "visitors:export" | "shares:write" | "conversions:write" | "domains:read" | "domains:write" | "webhooks:read" | "webhooks:write" | "imports:read" | "imports:write" | "audit:read" | "alerts:read" | "alerts:write")[];
        };
        Message: {
            message: string;
        };
        /** @description An RFC 9457 problem document (`application/problem+json`) */
        Problem: {
            /** @description The problem type, a URI reference: `/api/problems#<code>` */
            type: string;
            /** @description The code in words, the same on every occurrence (`Alias taken`) */
            title: string;
            /** @description The HTTP status */
            status: number;
            /** @description What went wrong, for people (the message the app shows) */
            detail: string;
            /** @description A stable machine code, kebab-case (`alias-taken`, `unknown-field`, `not-found`): match this, never the text */
            code: string;
            /** @description Validation failures: every wrong field of the request */
            errors?: {
                /** @description Where: a JSON Pointer into the body (`/longUrl`, `/utm/source`), or a query parameter's name */
                pointer: string;
                /** @description What is wrong with it, for people */
                detail: string;
                /** @description A machine code: the message's (`url-invalid`), `unknown-field`, or the validator's (`invalid-type`) */
                code: string;
            }[];
            /** @description The same as `detail`, kept for clients that read it */
            errorMessage: string;
        };
        Session: {
            /** @description Cognito access token (also set as the `token` cookie) */
            token: string;
            user: components["schemas"]["User"];
        };
        SecondFactorChallenge: {
            secondFactor: {
                /** @description Signed, single-use, valid 5 minutes: send it with the second step (POST /api/auth/signin/second-factor) */
                challenge: string;
                /** @description How this person may prove the second factor */
                methods: ("totp" | "recovery" | "passkey")[];
                /** @description With 'passkey': options for navigator.credentials.get() and their challenge's id */
                passkey?: components["schemas"]["PasskeySignInOptions"];
            };
        };
        SignInAnswer: components["schemas"]["Session"] | components["schemas"]["SecondFactorChallenge"];
        SecondFactors: {
            /** @description An authenticator app is set up */
            totp: boolean;
            recoveryCodesLeft: number;
            passkeys: number;
        };
        TotpEnrolment: {
            /** @description Base32, for typing into an authenticator app */
            secret: string;
            /** @description otpauth://totp/… URI, for a QR code */
            otpauthUrl: string;
        };
        RecoveryCodes: {
            /** @description 10 single-use codes, shown only in this answer */
            recoveryCodes?: string[];
        };
        Passkey: {
            id: string;
            name: string;
            createdAt: string;
            lastUsedAt: string | null;
            backedUp: boolean;
            transports: string[];
        };
        PasskeyList: {
            passkeys: components["schemas"]["Passkey"][];
        };
        PasskeyRegistrationOptions: {
            options: {
                rp: {
                    name: string;
                    id?: string;
                };
                user: {
                    id: string;
                    name: string;
                    displayName: string;
                };
                challenge: string;
                pubKeyCredParams: {
                    alg: number;
                    /** @constant */
                    type: "public-key";
                }[];
                timeout?: number;
                excludeCredentials?: {
                    id: string;
                    /** @constant */
                    type: "public-key";
                    transports?: string[];
                }[];
                authenticatorSelection?: {
                    /** @enum {string} */
                    authenticatorAttachment?: "platform" | "cross-platform";
                    requireResidentKey?: boolean;
                    /** @enum {string} */
                    residentKey?: "discouraged" | "preferred" | "required";
                    /** @enum {string} */
                    userVerification?: "discouraged" | "preferred" | "required";
                };
                hints?: string[];
                /** @enum {string} */
                attestation?: "direct" | "enterprise" | "indirect" | "none";
                extensions?: {
                    [key: string]: unknown;
                };
            };
        };
        PasskeySignInOptions: {
            options: {
                challenge: string;
                timeout?: number;
                rpId?: string;
                allowCredentials?: {
                    id: string;
                    /** @constant */
                    type: "public-key";
                    transports?: string[];
                }[];
                /** @enum {string} */
                userVerification?: "discouraged" | "preferred" | "required";
                hints?: string[];
                extensions?: {
                    [key: string]: unknown;
                };
            };
            challengeId: string;
        };
        TeamSettings: {
            name: string;
            /** @description Viewers may export the visitor log */
            viewersExportVisitors: boolean;
            /** @description Members without a second factor may only set one up (their other scopes are withheld) */
            secondFactorRequired: boolean;
        };
        MyTeams: {
            items: {
                id: string;
                name: string;
                /** @enum {string} */
                role: "owner" | "admin" | "member" | "viewer";
                /** @description The team this session works in */
                current: boolean;
            }[];
        };
        AdminTeams: {
            /** @description Longest orphaned first */
            items: {
                id: string;
                name: string;
                /** Format: date-time */
                createdAt: string;
                /**
                 * Format: date-time
                 * @description When its last member left
                 */
                orphanedAt: string;
                links: number;
            }[];
        };
        SessionList: {
            items: {
                /** @description Session id */
                id: string;
                /** @description The session this request came with */
                current: boolean;
                /** @description When it signed in; null for a session from before this was kept */
                createdAt: string | null;
                /** @description Its last request, to within 5 minutes */
                lastSeenAt: string | null;
                /** Format: date-time */
                expiresAt: string;
                /** @description Browser and major version, from the user agent */
                browser: string | null;
                /** @description Operating system, from the user agent */
                os: string | null;
                /** @description mobile, tablet, …; null for a computer */
                device: string | null;
                /** @description The user agent at sign-in (first 256 characters) */
                userAgent: string | null;
                /** @description The address at sign-in, truncated (IPv4 /24, IPv6 /48) */
                ip: string | null;
                /** @description pwd password, otp one-time code, rec recovery code, hwk passkey, sso single sign-on */
                signedInWith: ("pwd" | "otp" | "hwk" | "sso" | "rec")[];
            }[];
        };
        SessionsEnded: {
            message: string;
            /** @description How many sessions were ended */
            ended: number;
        };
        Verified: {
            message: string;
            /** @description Session token (cookie set too); null for a resent link, whose user then signs in */
            token: string | null;
            user: components["schemas"]["User"];
        };
        ResetCheck: {
            formAllowed: boolean;
            message: string;
        };
        PendingInvitation: {
            id: string;
            teamName: string;
            inviterName: string;
            /** Format: date-time */
            invitedAt: string;
            /** Format: date-time */
            expiresAt: string;
        };
        Me: {
            id: string;
            name: string;
            /** Format: email */
            email: string;
            /** @enum {string} */
            role: "user" | "admin";
            teamId: string;
            /** @enum {string} */
            teamRole: "owner" | "admin" | "member" | "viewer";
            plan: string;
            verified: boolean;
            /** @enum {string} */
            locale?: "en" | "tr";
            scopes?: ("account:read" | "account:write" | "team:read" | "team:write" | "team:owners" | "sso:write" | "links:read" | "links:write" | "tags:write" | "tags:delete" | "campaigns:read" | "campaigns:write" | "analytics:read" | "visitors:export" | "shares:write" | "conversions:write" | "domains:read" | "domains:write" | "webhooks:read" | "webhooks:write" | "imports:read" | "imports:write" | "audit:read" | "alerts:read" | "alerts:write")[];
            invitations: components["schemas"]["PendingInvitation"][];
        };
        Member: {
            id: string;
            name: string;
            /** Format: email */
            email: string;
            /** @enum {string} */
            role: "owner" | "admin" | "member" | "viewer";
            /** Format: date-time */
            memberSince: string;
        };
        UpdatedMember: {
            id: string;
            name: string;
            /** Format: email */
            email: string;
            /** @enum {string} */
            role: "owner" | "admin" | "member" | "viewer";
            /** Format: date-time */
            memberSince: string;
            /**
             * Format: email
             * @description Mailed a confirmation link; the address changes once it is followed
             */
            pendingEmail?: string;
        };
        Invitation: {
            id: string;
            name: string;
            /** Format: email */
            email: string;
            /** @enum {string} */
            role: "owner" | "admin" | "member" | "viewer";
            /** Format: date-time */
            invitedAt: string;
            /**
             * Format: date-time
             * @description After this the link no longer works; the owner may send a new one
             */
            expiresAt: string;
            invitedBy: {
                id: string;
                name: string;
            };
        };
        InvitationDetails: {
            id: string;
            name: string;
            /** Format: email */
            email: string;
            teamName: string;
            inviterName: string;
            /** Format: date-time */
            expiresAt: string;
            /** @description Whether the address already has an account: then accepting needs that account's session (and adds the team to its teams); otherwise accepting creates it. Only the link's holder — the address's mailbox — learns this */
            hasAccount: boolean;
        };
        Team: {
            id: string;
            name: string;
            /** @description Owners first */
            members: components["schemas"]["Member"][];
            /** @description Pending invitations, newest first (to callers with team:write; empty for others) */
            invitations: components["schemas"]["Invitation"][];
            settings: components["schemas"]["TeamSettings"];
        };
        AdminUser: {
            id: string;
            name: string;
            /** Format: email */
            email: string;
            /** @enum {string} */
            role: "user" | "admin";
            teamId: string;
            /** @enum {string} */
            teamRole: "owner" | "admin" | "member" | "viewer";
            plan: string;
            verified: boolean;
            /** @enum {string} */
            locale?: "en" | "tr";
            scopes?: ("account:read" | "account:write" | "team:read" | "team:write" | "team:owners" | "sso:write" | "links:read" | "links:write" | "tags:write" | "tags:delete" | "campaigns:read" | "campaigns:write" | "analytics:read" | "visitors:export" | "shares:write" | "conversions:write" | "domains:read" | "domains:write" | "webhooks:read" | "webhooks:write" | "imports:read" | "imports:write" | "audit:read" | "alerts:read" | "alerts:write")[];
            disabled: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        AdminUsersPage: {
            items: components["schemas"]["AdminUser"][];
            /** @description How many users exist (a counter) */
            total: number;
            /** @description The page asked for */
            page: number;
            /** @description Pass back as `cursor` for the next page; absent on the last */
            cursor?: string;
        };
        AdminStats: {
            users: number;
            clicks: number;
            /** @description Sales reported through conversion tracking on the whole platform, per currency (never added across currencies), largest first; Kisa bills nothing itself */
            revenue: {
                /** @description ISO 4217 */
                currency: string;
                /** @description In the currency's minor unit (cents for USD; yen for JPY) */
                amount: number;
            }[];
        };
        ModerationCase: {
            linkId: string;
            code: string;
            shortLink: string;
            /** @description The link's destination now (or as last seen, for a deleted link) */
            longUrl: string;
            title: string;
            teamId: string;
            teamName: string;
            teamDisabled: boolean;
            totalClicks: number;
            /**
             * @description The link's state for visitors; 'deleted' once its owner deleted it
             * @enum {string}
             */
            linkState: "active" | "flagged" | "disabled" | "deleted";
            /** @description Screening heuristics that flagged the link: userinfo, ipHost, mixedScript, confusableBrand, brandInHost */
            flags: string[];
            reports: number;
            /** @description Reports per reason */
            reasons: {
                [key: string]: number;
            };
            /** @description The latest reports, newest first (at most 5) */
            recentReports: {
                /** Format: date-time */
                at: string;
                /** @enum {string} */
                reason: "phishing" | "malware" | "spam" | "scam" | "illegal" | "other";
                details?: string;
                contact?: string;
            }[];
            /** @enum {string} */
            status: "open" | "resolved";
            /** Format: date-time */
            openedAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ModerationQueue: {
            items: components["schemas"]["ModerationCase"][];
            /** @description Pass back as `cursor` for the next page; absent on the last */
            cursor?: string;
        };
        ModerationResult: {
            message: string;
            /** @description The case as it is now, for link actions */
            case?: components["schemas"]["ModerationCase"];
        };
        ReportAnswer: {
            message: string;
            /** @description The short links (full URLs) the code names; send one of them as `link` */
            candidates?: string[];
        };
        ModerationLog: {
            items: {
                id: string;
                /** Format: date-time */
                at: string;
                actor: {
                    id: string;
                    name: string;
                    email: string;
                };
                /** @enum {string} */
                action: "disableLink" | "enableLink" | "clearFlag" | "dismiss" | "disableTeam" | "enableTeam" | "blocklistAdd" | "blocklistRemove" | "disableUser" | "enableUser";
                linkId?: string;
                code?: string;
                teamId?: string;
                userId?: string;
                /** @description Blocklist changes: how many entries */
                count?: number;
                /** @description Blocklist changes: the first few entries */
                entries?: string[];
                /** @description Blocklist additions: the existing links to them that were disabled */
                linksDisabled?: number;
                note?: string;
            }[];
            /** @description Pass back as `cursor` for the next page; absent on the last */
            cursor?: string;
        };
        BlocklistPage: {
            items: {
                entry: string;
                /** Format: date-time */
                addedAt: string;
                addedBy: {
                    id: string;
                    name: string;
                };
            }[];
            /** @description Pass back as `cursor` for the next page; absent on the last */
            cursor?: string;
        };
        BlocklistChanged: {
            changed: number;
            /** @description Lines of a file that were no host or domain */
            invalid: number;
            /** @description Existing links to the added entries this request disabled (0 for a removal) */
            linksDisabled: number;
            /** @description More links to the added entries remain to be disabled: send the same request again */
            linksLeft: boolean;
        };
        ApiKey: {
            /** @description Key id (SHA-256 of the key, hex) */
            id: string;
            name: string;
            /** @description The first 8 characters after `kisa_` */
            prefix: string;
            /** Format: date-time */
            createdAt: string;
            /** @description Updated at most once a minute */
            lastUsedAt: string | null;
            /** @description What the key may do (within its creator's role today) */
            scopes: ("account:read" | "account:write" | "team:read" | "team:write" | "team:owners" | "sso:write" | "links:read" | "links:write" | "tags:write" | "tags:delete" | "campaigns:read" | "campaigns:write" | "analytics:read" | "visitors:export" | "shares:write" | "conversions:write" | "domains:read" | "domains:write" | "webhooks:read" | "webhooks:write" | "imports:read" | "imports:write" | "audit:read" | "alerts:read" | "alerts:write")[];
            /** @description When it stops working; null: never */
            expiresAt: string | null;
            expired: boolean;
            /** @description The team it works in; null: a key from before keys were bound to a team (its creator’s current team) */
            teamId: string | null;
            /** @description Who created it (a team admin sees every key of the team) */
            creator: {
                id: string;
                name: string;
            };
        };
        CreatedApiKey: {
            /** @description Key id (SHA-256 of the key, hex) */
            id: string;
            name: string;
            /** @description The first 8 characters after `kisa_` */
            prefix: string;
            /** Format: date-time */
            createdAt: string;
            /** @description Updated at most once a minute */
            lastUsedAt: string | null;
            /** @description What the key may do (within its creator's role today) */
            scopes: ("account:read" | "account:write" | "team:read" | "team:write" | "team:owners" | "sso:write" | "links:read" | "links:write" | "tags:write" | "tags:delete" | "campaigns:read" | "campaigns:write" | "analytics:read" | "visitors:export" | "shares:write" | "conversions:write" | "domains:read" | "domains:write" | "webhooks:read" | "webhooks:write" | "imports:read" | "imports:write" | "audit:read" | "alerts:read" | "alerts:write")[];
            /** @description When it stops working; null: never */
            expiresAt: string | null;
            expired: boolean;
            /** @description The team it works in; null: a key from before keys were bound to a team (its creator’s current team) */
            teamId: string | null;
            /** @description Who created it (a team admin sees every key of the team) */
            creator: {
                id: string;
                name: string;
            };
            /** @description The key itself (`kisa_…`); shown only in this answer. Absent only from an idempotent replay (`Idempotent-Replayed: true`, `Idempotent-Omitted: key`): the key is never kept, so revoke that key by its id and create another */
            key?: string;
        };
        ApiKeyList: {
            items: components["schemas"]["ApiKey"][];
        };
        ApiKeysRevoked: {
            message: string;
            /** @description How many keys were revoked */
            revoked: number;
        };
        Link: {
            id: string;
            /** @description The alias (case-sensitive): the one given, or the code generated when none was; `shortLink` is the whole short URL */
            shortUrl: string;
            /** @description The full short URL visitors open: `{scheme}://{host}/{shortUrl}`, on the link's branded domain (`domain`) when it has one, else on the platform's short domain */
            shortLink: string;
            /** @description The target as stored: its WHATWG serialization (`new URL(x).href`: punycode host, percent-encoded UTF-8), always ASCII. Send it in any script and any spelling the URL Standard takes (`türkiye.gov.tr/çay`, `https:example.com`; `www.` and bare domains get https://); show it with the host and path decoded. */
            longUrl: string;
            title: string;
            /** @description The team's branded domain it is on (ASCII host), or null for the platform's short domain: the short URL is `{domain}/{shortUrl}` */
            domain: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description null when the link has no creator on record */
            createdBy: {
                id: string;
                name: string;
            } | null;
            totalClicks: number;
            uniqueClicks: number;
            /** @description Set on links a bulk run created */
            campaignId?: string;
            /** @description The team's tags on the link, in the order they were put on */
            tags: {
                id: string;
                name: string;
                /** @enum {string} */
                color: "gray" | "red" | "orange" | "yellow" | "green" | "teal" | "blue" | "purple" | "pink" | "brown";
            }[];
            redirects: {
                /** @description An http(s) URL as its WHATWG serialization (`new URL(x).href`), ASCII */
                ios?: string;
                /** @description An http(s) URL as its WHATWG serialization (`new URL(x).href`), ASCII */
                android?: string;
                /** @description An http(s) URL as its WHATWG serialization (`new URL(x).href`), ASCII */
                web?: string;
                /** @description An app's own scheme as typed, or an http(s) URL as its WHATWG serialization */
                deeplink?: string;
            };
            /** @description Conversion tracking: each counted visit's destination gets `kisa_cid=<click id>` (after the UTM values), which POST /api/track/conversions takes */
            conversionTracking: boolean;
            /** @description A/B split: visitors no targeting rule sent elsewhere go to a variant by weight, each visitor always to the same one; null: none */
            split: {
                variants: {
                    /** @description Names the variant in analytics (`variant` of a click); kept across edits */
                    id: string;
                    name?: string;
                    destination: string;
                    /** @description Share of visitors = weight / the sum of weights */
                    weight: number;
                }[];
                /** @description Absent: the owner ends the test. Present: the job `promote-experiments` (hourly) promotes the leader once every variant has `minVisitors` visitors and the leader beats each other variant at `confidence` (a two-proportion z-test on visitors who converted, over the clicks since the link was created, at most the last 400 days) */
                autoPromote?: {
                    /** @description One of 0.9, 0.95, 0.99 */
                    confidence: number;
                    /** @description Visitors every variant needs first */
                    minVisitors: number;
                };
            } | null;
            /** @description How the link’s last A/B test ended: the variant promoted; null: none has been */
            lastPromotion: {
                variantId: string;
                name?: string;
                /** @description Now the link’s target */
                destination: string;
                /** Format: date-time */
                promotedAt: string;
                /** @description true: promoted by the automatic promotion; false: by a member */
                automatic: boolean;
            } | null;
            /** @description Targeting rules, in order: the first whose every condition holds sends the visitor to its destination; none: the device redirects, then the target */
            rules: {
                /** @description Names the rule in analytics (`rule` of a click); kept across edits */
                id: string;
                name?: string;
                /** @description ISO 3166-1 alpha-2; the visitor’s country (CloudFront’s viewer country; locally the address’s) */
                countries?: string[];
                /** @description BCP 47, lower-cased; the visitor’s first choice in Accept-Language. `en` also matches `en-gb` */
                languages?: string[];
                devices?: ("mobile" | "tablet" | "desktop")[];
                os?: ("ios" | "android" | "windows" | "macos" | "linux")[];
                /** @description The short link’s own query: the parameter present (or equal to `value`) */
                query?: {
                    name: string;
                    value?: string;
                };
                /** @description Local times `YYYY-MM-DDTHH:mm` in `timeZone`; from inclusive, to exclusive */
                window?: {
                    from?: string;
                    to?: string;
                    timeZone: string;
                };
                destination: string;
            }[];
            /** @description Custom social preview: link-unfurling bots get a page with these Open Graph and Twitter Card tags instead of the redirect, and their visit is not counted; null: none (bots get the redirect like everyone) */
            preview: {
                title: string;
                description?: string;
                /**
                 * Format: uri
                 * @description The image's URL on the app's CDN (`{APP_URL}/previews/…`)
                 */
                image?: string;
            } | null;
            /** @description Search engines may index the short link; false (the default): every answer of the short link carries `X-Robots-Tag: noindex` */
            indexable: boolean;
            /** @description Never the password or its hash */
            password: {
                enabled: boolean;
            };
            utm: {
                source?: string;
                medium?: string;
                campaign?: string;
                term?: string;
                content?: string;
            };
            expiry: {
                /** Format: date */
                date?: string;
                maxClicks?: number;
                /** @description An http(s) URL as its WHATWG serialization (`new URL(x).href`), ASCII */
                url?: string;
            };
            /**
             * @description Abuse: 'flagged' — visitors see a warning page first, until an admin clears it; 'disabled' — visitors get 410. Absent: active
             * @enum {string}
             */
            moderation?: "flagged" | "disabled";
            /** @description Why screening flagged it (while `moderation` is `flagged`), so its owner knows */
            screeningFlags?: ("userinfo" | "ipHost" | "mixedScript" | "confusableBrand" | "brandInHost")[];
            /** @description Destination health: where visitors go while the link's destination is broken; null: the team's default fallback, if it has one */
            fallbackUrl: string | null;
            /** @description Destination health as of its last change of state; null: not checked yet */
            health: components["schemas"]["LinkHealth"] | null;
        };
        LinkPage: {
            items: components["schemas"]["Link"][];
            /** @description How many there are in all */
            total: number;
            /** @description The page asked for */
            page: number;
            /** @description Pass back as `cursor` for the page after this one; absent on the last page. Opaque, bound to this list (and team) */
            nextCursor?: string;
        };
        Availability: {
            available: boolean;
            /** @description Why not, when the alias is invalid or reserved rather than taken */
            message?: string;
        };
        PageTitle: {
            title: string;
        };
        Stats: {
            links: number;
            uniqueClicks: number;
            totalClicks: number;
        };
        LinkGate: {
            /** @description false: visiting the short link goes on without a password */
            passwordRequired: boolean;
            /** @description The short link itself, on the short domain (`{SHORT_URL_BASE}/{code}`): where the gate sends a visitor when no password is asked */
            shortLink: string;
        };
        Unlocked: {
            /** @description The destination for the caller's device, UTM merged (or the expired location) */
            location: string;
            /** @description For mobile callers of a link with a deeplink: try this first, `location` after ~1.5 s */
            deeplink?: string;
        };
        PreviewImageUpload: {
            /**
             * Format: uri
             * @description PUT the file here within 15 minutes, with exactly the `headers` given (its Content-Type and Content-Length are signed: another type or size is refused by S3)
             */
            uploadUrl: string;
            /** @description The headers the PUT must carry (Content-Type, and x-amz-tagging: the upload is marked pending) */
            headers: {
                [key: string]: string;
            };
            /**
             * Format: uri
             * @description Where the image will be served (the app's CDN); send it as `preview.image` in PATCH /api/links/{id} once uploaded. An upload no link names is deleted after a day
             */
            imageUrl: string;
            /**
             * Format: date-time
             * @description When `uploadUrl` stops working
             */
            expiresAt: string;
        };
        Campaign: {
            id: string;
            name: string;
            /** @description Links written into the campaign */
            totalLinks: number;
            /** @description Sum of the campaign links' total clicks */
            totalClicks: number;
            /** @description Average clicks per link in percent (totalClicks / totalLinks × 100), one decimal; 0 without links */
            ctr: number;
            /** Format: date-time */
            createdAt: string;
            creator: {
                id: string;
                name: string;
            };
            /** @enum {string} */
            status: "idle" | "processing" | "done" | "error";
            /** @description Links written so far */
            processed: number;
            /** @description Links queued so far (every POST /links adds its valid links) */
            total: number;
            /** @description Why the bulk run stopped (status error): a message the bulk screen shows */
            error?: string;
        };
        CampaignList: components["schemas"]["Campaign"][];
        BulkQueued: {
            /** @description Valid links of this call, now queued */
            queued: number;
            /** @description Links of this call refused: longUrl not an http(s) URL or a short link, a targeting rule destination that is a short link, or blocked */
            invalid: number;
            /** @description Of `invalid`, those refused because their destination is on the blocklist */
            blocked?: number;
            /** @description Of `queued`, those screening flagged: written with a warning page and put in the moderation queue */
            flagged?: number;
            /** @description The first 100 refused links, by index in the call's `links`; `reason` 'blocked' for a blocklisted one, 'shortLink' for a Kisa short link (the platform's or a verified branded domain's) */
            rejected: {
                index: number;
                longUrl: string;
                /** @enum {string} */
                reason?: "invalid" | "blocked" | "shortLink" | "alias";
                /** @description With reason 'alias': the alias the link asked for */
                alias?: string;
                /** @description With reason 'alias': why it was refused (the single-link rule's message, taken, or repeated in the request) */
                message?: string;
                /** @description Present when a targeting rule’s destination refused the link rather than its longUrl: that destination */
                destination?: string;
            }[];
            /** @description The campaign's progress after this call */
            processed: number;
            total: number;
        };
        ExportDownload: {
            /**
             * Format: uri
             * @description Presigned download URL, valid 15 minutes
             */
            url: string;
            filename: string;
        };
        Analytics: {
            range: {
                /** @description YYYY-MM-DD */
                from: string;
                /** @description YYYY-MM-DD */
                to: string;
                tz: string;
            };
            /** @description The period the percent changes compare with: the same number of days just before */
            previousRange: {
                /** @description YYYY-MM-DD */
                from: string;
                /** @description YYYY-MM-DD */
                to: string;
            };
            /** @description links = links with at least one click in the range; totalClicks includes imported history (`imported`), uniqueClicks never does */
            totals: components["schemas"]["Stats"];
            previous: components["schemas"]["Stats"];
            /** @description Conversions of the range's clicks: counted on the click's date and in the click's dimensions (each conversion carries them) */
            conversions: {
                /** @description Conversions (leads and sales) of the clicks in the range */
                conversions: number;
                /** @description Clicks with at least one conversion */
                convertingClicks: number;
                /** @description convertingClicks / the clicks in the range (0 without clicks) */
                rate: number;
                /** @description Sales amounts per currency, largest first (never added across currencies) */
                revenue: {
                    /** @description ISO 4217 */
                    currency: string;
                    /** @description In the currency's minor unit (cents for USD; yen for JPY) */
                    amount: number;
                }[];
            };
            /** @description The same for the previous period */
            previousConversions: {
                /** @description Conversions (leads and sales) of the clicks in the range */
                conversions: number;
                /** @description Clicks with at least one conversion */
                convertingClicks: number;
                /** @description convertingClicks / the clicks in the range (0 without clicks) */
                rate: number;
                /** @description Sales amounts per currency, largest first (never added across currencies) */
                revenue: {
                    /** @description ISO 4217 */
                    currency: string;
                    /** @description In the currency's minor unit (cents for USD; yen for JPY) */
                    amount: number;
                }[];
            };
            /** @enum {string} */
            granularity: "day" | "hour";
            /** @description Every day (or hour) of the range, zeros included */
            byDate: {
                /** @description YYYY-MM-DD, or YYYY-MM-DDTHH when the range is one day (by hour) */
                date: string;
                total: number;
                unique: number;
                /** @description Conversions of the clicks of this day (or hour): a conversion counts on its click's date */
                conversions: number;
                /** @description Of `total`, the clicks imported from another link service for this day (daily totals from the source: no visitor details; never in `unique`). Always 0 by hour: an imported day cannot be split into hours */
                imported: number;
            }[];
            imported: {
                /** @description Imported clicks counted in `totals.totalClicks` (and in the rankings of links, domains, tags, countries and referrers) */
                clicks: number;
                /** @description The first day they span */
                from: string;
                /** @description The last day they span */
                to: string;
            } | null;
            /** @description Largest first; an unknown value is named "(none)" */
            browser: {
                name: string;
                count: number;
                /** @description Conversions of these clicks */
                conversions: number;
                /** @description Of these clicks, those with a conversion (rate = convertingClicks / clicks) */
                convertingClicks: number;
                /** @description Sales amounts per currency */
                revenue: {
                    /** @description ISO 4217 */
                    currency: string;
                    /** @description In the currency's minor unit (cents for USD; yen for JPY) */
                    amount: number;
                }[];
            }[];
            /** @description Largest first; an unknown value is named "(none)" */
            os: {
                name: string;
                count: number;
                /** @description Conversions of these clicks */
                conversions: number;
                /** @description Of these clicks, those with a conversion (rate = convertingClicks / clicks) */
                convertingClicks: number;
                /** @description Sales amounts per currency */
                revenue: {
                    /** @description ISO 4217 */
                    currency: string;
                    /** @description In the currency's minor unit (cents for USD; yen for JPY) */
                    amount: number;
                }[];
            }[];
            /** @description Largest first; an unknown value is named "(none)" */
            device: {
                name: string;
                count: number;
                /** @description Conversions of these clicks */
                conversions: number;
                /** @description Of these clicks, those with a conversion (rate = convertingClicks / clicks) */
                convertingClicks: number;
                /** @description Sales amounts per currency */
                revenue: {
                    /** @description ISO 4217 */
                    currency: string;
                    /** @description In the currency's minor unit (cents for USD; yen for JPY) */
                    amount: number;
                }[];
            }[];
            country: {
                /** @description ISO 3166-1 alpha-2, or "(none)" */
                code: string;
                name: string;
                count: number;
                /** @description Conversions of these clicks */
                conversions: number;
                /** @description Of these clicks, those with a conversion (rate = convertingClicks / clicks) */
                convertingClicks: number;
                /** @description Sales amounts per currency */
                revenue: {
                    /** @description ISO 4217 */
                    currency: string;
                    /** @description In the currency's minor unit (cents for USD; yen for JPY) */
                    amount: number;
                }[];
            }[];
            /** @description Largest first; an unknown value is named "(none)" */
            city: {
                name: string;
                count: number;
                /** @description Conversions of these clicks */
                conversions: number;
                /** @description Of these clicks, those with a conversion (rate = convertingClicks / clicks) */
                convertingClicks: number;
                /** @description Sales amounts per currency */
                revenue: {
                    /** @description ISO 4217 */
                    currency: string;
                    /** @description In the currency's minor unit (cents for USD; yen for JPY) */
                    amount: number;
                }[];
            }[];
            /** @description Largest first; an unknown value is named "(none)" */
            referrer: {
                name: string;
                count: number;
                /** @description Conversions of these clicks */
                conversions: number;
                /** @description Of these clicks, those with a conversion (rate = convertingClicks / clicks) */
                convertingClicks: number;
                /** @description Sales amounts per currency */
                revenue: {
                    /** @description ISO 4217 */
                    currency: string;
                    /** @description In the currency's minor unit (cents for USD; yen for JPY) */
                    amount: number;
                }[];
            }[];
            /** @description Largest first; an unknown value is named "(none)" */
            source: {
                name: string;
                count: number;
                /** @description Conversions of these clicks */
                conversions: number;
                /** @description Of these clicks, those with a conversion (rate = convertingClicks / clicks) */
                convertingClicks: number;
                /** @description Sales amounts per currency */
                revenue: {
                    /** @description ISO 4217 */
                    currency: string;
                    /** @description In the currency's minor unit (cents for USD; yen for JPY) */
                    amount: number;
                }[];
            }[];
            /** @description The links ranked by clicks */
            links: {
                id: string;
                /** @description The link's alias now; '' when the link was deleted */
                shortUrl: string;
                /** @description The link's full short URL now, on its branded domain when it has one (as a link's `shortLink`); '' when the link was deleted */
                shortLink: string;
                title: string;
                total: number;
                unique: number;
                /** @description Conversions of these clicks */
                conversions: number;
                /** @description Of these clicks, those with a conversion (rate = convertingClicks / clicks) */
                convertingClicks: number;
                /** @description Sales amounts per currency */
                revenue: {
                    /** @description ISO 4217 */
                    currency: string;
                    /** @description In the currency's minor unit (cents for USD; yen for JPY) */
                    amount: number;
                }[];
            }[];
            /** @description The domains the links were visited on, largest first */
            domain: {
                /** @description The domain's host (ASCII, as links store it: punycode for an internationalized name); the value of the `domain` filter */
                name: string;
                /** @description true for the platform's short domain (clicks of links on no branded domain) */
                platform: boolean;
                count: number;
                /** @description Conversions of these clicks */
                conversions: number;
                /** @description Of these clicks, those with a conversion (rate = convertingClicks / clicks) */
                convertingClicks: number;
                /** @description Sales amounts per currency */
                revenue: {
                    /** @description ISO 4217 */
                    currency: string;
                    /** @description In the currency's minor unit (cents for USD; yen for JPY) */
                    amount: number;
                }[];
            }[];
            /** @description The team's tags by clicks, largest first, at most 100: a click counts for each tag its link carried when clicked; untagged clicks and tags deleted since are left out */
            tags: {
                id: string;
                name: string;
                /** @enum {string} */
                color: "gray" | "red" | "orange" | "yellow" | "green" | "teal" | "blue" | "purple" | "pink" | "brown";
                /** @description Clicks of links that carried the tag when clicked (a click counts for each of its tags) */
                total: number;
                /** @description Of those, first clicks of a visitor on a link (unique clicks, as everywhere) */
                unique: number;
                /** @description Conversions of these clicks */
                conversions: number;
                /** @description Of these clicks, those with a conversion (rate = convertingClicks / clicks) */
                convertingClicks: number;
                /** @description Sales amounts per currency */
                revenue: {
                    /** @description ISO 4217 */
                    currency: string;
                    /** @description In the currency's minor unit (cents for USD; yen for JPY) */
                    amount: number;
                }[];
            }[];
            /** @description Targeting rules by the clicks they sent, largest first, at most 100 (most telling with a `linkId` filter): a link's clicks no rule sent are its total less these */
            rules: {
                /** @description The rule's id (unique within its link): the value of the `ruleId` filter */
                id: string;
                /** @description The link that holds the rule now; null when no link of the answer holds it any more (deleted, or its link is outside `links`) */
                linkId: string | null;
                /** @description Its name, or "Rule N" by its place in the link's list; null when unknown (as linkId) */
                name: string | null;
                /** @description Its conditions in a line (countries, languages, devices, OS, query, time window); null when unknown */
                summary: string | null;
                /** @description Clicks the rule sent (it was the first rule that held) */
                total: number;
                unique: number;
                /** @description Conversions of these clicks */
                conversions: number;
                /** @description Of these clicks, those with a conversion (rate = convertingClicks / clicks) */
                convertingClicks: number;
                /** @description Sales amounts per currency */
                revenue: {
                    /** @description ISO 4217 */
                    currency: string;
                    /** @description In the currency's minor unit (cents for USD; yen for JPY) */
                    amount: number;
                }[];
            }[];
            /** @description A/B split variants by clicks, largest first, at most 100 */
            variants: {
                /** @description The variant's id (unique within its link): the value of the `variantId` filter */
                id: string;
                /** @description The link whose split holds it now; null when unknown (deleted, or its link is outside `links`) */
                linkId: string | null;
                /** @description Its name, or "Variant A/B/…" by its place in the split; null when unknown */
                name: string | null;
                destination: string | null;
                /** @description Its weight now (share = weight / the sum of weights) */
                weight: number | null;
                /** @description Clicks of visitors the split sent to it (visitors no targeting rule sent elsewhere) */
                total: number;
                /** @description Of those, first clicks of a visitor on the link: the variant's visitors */
                unique: number;
                /** @description Conversions of these clicks */
                conversions: number;
                /** @description Of these clicks, those with a conversion (rate = convertingClicks / clicks) */
                convertingClicks: number;
                /** @description Sales amounts per currency */
                revenue: {
                    /** @description ISO 4217 */
                    currency: string;
                    /** @description In the currency's minor unit (cents for USD; yen for JPY) */
                    amount: number;
                }[];
            }[];
            /** @description Bot visits in the range (with the same filters), left out of every figure above */
            botsExcluded: number;
            /**
             * Format: date-time
             * @description When these figures were computed
             */
            asOf: string;
            /** @description true: an older answer of the same question, computed at `asOf` — asked for with `stale=1` (at most an hour old), or because the engine failed; ask again without `stale` for the current figures */
            stale: boolean;
        };
        Visitor: {
            /** Format: date-time */
            time: string;
            /** @enum {string} */
            visitType: "New Visitor" | "Returning Visitor";
            countryCode: string | null;
            countryName: string | null;
            city: string | null;
            ip: string;
            /** @description Device type: desktop, mobile, tablet… */
            platform: string;
            os: string | null;
            browser: string | null;
            /** @description Referrer host; null for a direct visit */
            referrer: string | null;
            /**
             * @description qr: the visit came through a QR code Kisa drew
             * @enum {string}
             */
            source: "link" | "qr";
            linkId: string;
            /** @description The link's code (alias) */
            shortUrl: string;
            /** @description The branded domain the visit came through (ASCII, as links store it); null for the platform's short domain */
            domain: string | null;
            /** @description The tags the link carried when clicked, as the team names them now; tags deleted since are left out */
            tags: {
                id: string;
                name: string;
                /** @enum {string} */
                color: "gray" | "red" | "orange" | "yellow" | "green" | "teal" | "blue" | "purple" | "pink" | "brown";
            }[];
            /**
             * @description The link's destination was broken and the visitor went to its fallback URL (destination health); absent otherwise
             * @constant
             */
            fallback?: true;
            /** @description Conversions reported for this click */
            conversions: number;
            /** @description Their sales amounts per currency */
            revenue: {
                /** @description ISO 4217 */
                currency: string;
                /** @description In the currency's minor unit (cents for USD; yen for JPY) */
                amount: number;
            }[];
        };
        VisitorPage: {
            items: components["schemas"]["Visitor"][];
            /** @description How many there are in all */
            total: number;
            /** @description The page asked for */
            page: number;
        };
        VisitorExportJob: {
            /** @description The export job id */
            id: string;
            /**
             * @description queued → running → done | failed
             * @enum {string}
             */
            status: "queued" | "running" | "done" | "failed";
            /** @enum {string} */
            format: "csv" | "xlsx";
            filename: string;
            /** @description Rows written so far */
            rows: number;
            /** @description Rows the range held when the export started (an estimate: clicks arriving meanwhile may add a few) */
            total: number;
            /** @description Percent done (100 only once the file is complete) */
            progress: number;
            createdAt: string;
            /**
             * Format: uri
             * @description Once done: a presigned download URL, valid 15 minutes (ask again for a fresh one)
             */
            url?: string;
            /** @description Once failed: why, in words for people */
            error?: string;
        };
        ReportSubscription: {
            /** @enum {string} */
            frequency: "none" | "weekly" | "monthly";
            scope: {
                /** @constant */
                kind: "team";
            } | {
                /** @constant */
                kind: "campaign";
                campaignId: string;
            } | {
                /** @constant */
                kind: "tags";
                tagIds: string[];
            };
            /** @description The time zone whose calendar weeks or months the reports cover */
            tz: string;
            /**
             * @description The language chosen with the subscription (the profile’s own language wins)
             * @enum {string}
             */
            locale?: "en" | "tr";
            /** @description The period the next report covers (calendar days) and when it is mailed; null when no report is chosen */
            nextReport: {
                from: string;
                to: string;
                /** Format: date-time */
                sendAfter: string;
            } | null;
            /** Format: date-time */
            lastSentAt?: string;
        };
        Domain: {
            /** @description ASCII (punycode) host name, e.g. go.acme.com */
            host: string;
            /** @enum {string} */
            status: "pending" | "verified" | "misconfigured";
            /** @description What the last check found missing or wrong */
            reason?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastCheckedAt?: string;
            /** Format: date-time */
            verifiedAt?: string;
            /** @description New links go on the team's default domain unless they name another */
            isDefault: boolean;
            /** @description Links on this domain */
            links: number;
            /** @description The DNS records to create */
            records: {
                /** @enum {string} */
                type: "TXT" | "CNAME" | "A" | "AAAA";
                name: string;
                value: string;
                /**
                 * @description ownership: proves the team holds the domain; routing: sends its visitors to Kisa
                 * @enum {string}
                 */
                purpose: "ownership" | "routing";
                /** @description Whether the last check saw this record */
                found: boolean;
            }[];
            rootUrl: string | null;
            notFoundUrl: string | null;
            robotsTxt: string | null;
            appleAppSiteAssociation: string | null;
            assetLinks: string | null;
        };
        DomainList: {
            items: components["schemas"]["Domain"][];
            /** @description The platform short domain every team may use */
            platformHost: string;
        };
        ImportJob: {
            id: string;
            /** @enum {string} */
            source: "bitly" | "rebrandly" | "shortio" | "dub" | "kutt" | "shlink" | "yourls" | "file";
            sourceName: string;
            apiUrl: string | null;
            /** @enum {string} */
            status: "fetching" | "ready" | "importing" | "done" | "failed" | "cancelled";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            createdBy: {
                id: string;
                name: string;
            };
            /** @description Daily click history is imported */
            history: boolean;
            /** @enum {string} */
            conflicts: "skip" | "newCode";
            progress: {
                /** @enum {string} */
                phase: "reading" | "links" | "history" | "done";
                /** @description Links read from the source so far */
                read: number;
                /** @description Links written (or found written by an earlier run) */
                written: number;
                skipped: number;
                /** @description Links whose history is read so far */
                historyLinks: number;
                percent: number;
            };
            /**
             * Format: date-time
             * @description Paused for the source's rate limit until then
             */
            waitingUntil?: string;
            counts: {
                /** @description Links the source holds */
                links: number;
                /** @description Of those, links that will be written */
                importable: number;
                tags: number;
                codeTaken: number;
                invalidCode: number;
                invalidTarget: number;
                blockedTarget: number;
                duplicate: number;
            };
            domains: {
                /** @description The source domain (ASCII host) */
                host: string;
                /** @description The source's own shared domain (bit.ly, …): its links cannot stay on it */
                shared: boolean;
                links: number;
                /** @enum {string} */
                action: "keep" | "move" | "skip";
                /** @description With move: the Kisa domain its links go on; null: the platform domain */
                to: string | null;
                /** @description With keep: the domain in Kisa (added by the preview) */
                status: ("pending" | "verified" | "misconfigured") | null;
                /** @description With keep: its TXT record was found, so its links can be written and answer on Kisa before the CNAME moves */
                ownershipVerified: boolean;
                /** @description With keep: the records to create — TXT first; the CNAME moves when the import is done */
                records: {
                    /** @enum {string} */
                    type: "TXT" | "CNAME" | "A" | "AAAA";
                    name: string;
                    value: string;
                    /**
                     * @description ownership: proves the team holds the domain; routing: sends its visitors to Kisa
                     * @enum {string}
                     */
                    purpose: "ownership" | "routing";
                    /** @description Whether the last check saw this record */
                    found: boolean;
                }[];
                /** @description Why a branded domain cannot be kept (another team holds it, the team has 50 domains): its links move */
                problem?: string;
            }[];
            report: {
                imported: number;
                /** @description Written by an earlier run: left as they are */
                alreadyImported: number;
                /** @description Given a new code because theirs was taken */
                newCodes: number;
                /** @description Clicks of imported history */
                clicks: number;
                skipped: {
                    /** @enum {string} */
                    reason: "codeTaken" | "invalidCode" | "invalidTarget" | "blockedTarget" | "duplicate" | "domainSkipped" | "domainNotVerified" | "domainClaimed";
                    message: string;
                    count: number;
                }[];
            } | null;
            error?: string;
        };
        ImportList: {
            items: components["schemas"]["ImportJob"][];
        };
        Tag: {
            id: string;
            name: string;
            /** @enum {string} */
            color: "gray" | "red" | "orange" | "yellow" | "green" | "teal" | "blue" | "purple" | "pink" | "brown";
            /** Format: date-time */
            createdAt: string;
            /** @description The team's links that carry the tag now (exact: counted from the team's search index) */
            links: number;
        };
        TagList: {
            items: components["schemas"]["Tag"][];
        };
        AlertRule: {
            id: string;
            name: string;
            enabled: boolean;
            target: {
                /** @enum {string} */
                kind: "link" | "tag" | "campaign";
                id: string;
                /** @description The link's short code, the tag's or the campaign's name ("" when it is gone) */
                name: string;
            };
            condition: {
                /** @constant */
                kind: "clicksAbove";
                clicks: number;
            } | {
                /** @constant */
                kind: "clicksAboveUsual";
                factor: number;
            } | {
                /** @constant */
                kind: "noClicks";
                hours: number;
                usualAbove: number;
            } | {
                /** @constant */
                kind: "conversionDrop";
                percent: number;
                hours: number;
            };
            mailTo: string[];
            webhook: boolean;
            slackUrl: string | null;
            quietHours: {
                from: string;
                to: string;
                timeZone: string;
            } | null;
            cooldownMinutes: number;
            /** Format: date-time */
            createdAt: string;
            createdBy: {
                id: string;
                name: string;
            } | null;
            lastAlert: {
                id: string;
                /** Format: date-time */
                firedAt: string;
                value: number;
                baseline: number;
                summary: string;
                held: boolean;
            } | null;
            pendingChannels: ("mail" | "webhook" | "slack")[];
        };
        AlertRuleList: {
            items: components["schemas"]["AlertRule"][];
        };
        AuditEntry: {
            seq: number;
            /** Format: date-time */
            at: string;
            actor: {
                /** @enum {string} */
                kind: "user" | "apiKey" | "system";
                id: string;
                name?: string;
                keyPrefix?: string;
            };
            action: string;
            target: {
                type: string;
                id: string;
            };
            /** @description The caller’s address, truncated: IPv4 to its /24, IPv6 to its /48 */
            ip: string;
            userAgent: string;
            /** @description Field → before/after; secrets and passwords are "[redacted]" */
            changes: {
                [key: string]: {
                    before?: unknown;
                    after?: unknown;
                };
            };
            /** @description The HTTP status the request was answered with */
            status: number;
            prevHash: string;
            /** @description SHA-256 (hex) of the canonical JSON of the entry without `hash` */
            hash: string;
        };
        AuditPage: {
            entries: components["schemas"]["AuditEntry"][];
            /** @description Pass back as `cursor` for the page after this one; absent on the last page. Opaque, bound to this list (and team) */
            nextCursor?: string;
        };
        AuditVerification: {
            ok: boolean;
            /** @description Entries checked, from the oldest present (older ones may have expired by the plan’s retention) */
            checked: number;
            /** @description The first entry that does not hold: its own hash is wrong, it does not link to the one before, one before it is missing, or the head names another end */
            firstBroken?: {
                seq: number;
                at: string;
                /** @enum {string} */
                reason: "hash" | "link" | "gap" | "head";
            };
        };
        LinkHealth: {
            /** @enum {string} */
            state: "ok" | "warning" | "broken";
            /**
             * Format: date-time
             * @description When it entered this state
             */
            since: string;
            /** @description The last check; null when only the state change is on record */
            checkedAt: string | null;
            error: {
                /** @enum {string} */
                code: "http-status" | "dns" | "tls" | "timeout" | "redirect-loop" | "too-many-redirects" | "refused" | "connection" | "parked" | "cert-expiring";
                /** @description What the check met, in English: the status, the DNS or TLS failure, the loop */
                message: string;
                /** @description The destination that failed */
                url: string;
            } | null;
            /** @description Visitors are sent to the fallback URL (the link’s or the team’s) until the destination recovers */
            fallbackActive: boolean;
        };
        LinkHealthList: {
            /** @description Broken links first (longest broken first), then warnings */
            items: {
                linkId: string;
                shortUrl: string;
                title: string;
                /** @description An http(s) URL as its WHATWG serialization (`new URL(x).href`), ASCII */
                longUrl: string;
                health: components["schemas"]["LinkHealth"];
            }[];
        };
        LinkHealthSettings: {
            /** @description Where visitors of a broken link go when the link has no fallback URL of its own; null: none */
            fallbackUrl: string | null;
            /** @description Members (user ids) told of incidents by mail, beside the team’s owners */
            notify: string[];
        };
        LinkHealthEvent: {
            linkId: string;
            shortUrl: string;
            /** @description The short link as visitors open it */
            shortLink: string;
            title: string;
            /** @description An http(s) URL as its WHATWG serialization (`new URL(x).href`), ASCII */
            longUrl: string;
            health: components["schemas"]["LinkHealth"];
        };
        LinkBrokenEvent: {
            /** @constant */
            type: "link.broken";
            /** Format: date-time */
            timestamp: string;
            data: components["schemas"]["LinkHealthEvent"];
        };
        LinkRecoveredEvent: {
            /** @constant */
            type: "link.recovered";
            /** Format: date-time */
            timestamp: string;
            data: components["schemas"]["LinkHealthEvent"];
        };
        Share: {
            id: string;
            target: {
                /** @enum {string} */
                kind: "link" | "campaign" | "tag";
                id: string;
                /** @description The link's title (or its short link), the campaign's or the tag's name, as now */
                name: string;
            };
            /** @description Never the password or its hash */
            password: {
                enabled: boolean;
            };
            /** @description The visitor log is shared too */
            visitors: boolean;
            expiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
            createdBy: {
                id: string;
                name: string;
            };
            revokedAt: string | null;
            /** @enum {string} */
            status: "active" | "expired" | "revoked";
        };
        CreatedShare: {
            id: string;
            target: {
                /** @enum {string} */
                kind: "link" | "campaign" | "tag";
                id: string;
                /** @description The link's title (or its short link), the campaign's or the tag's name, as now */
                name: string;
            };
            /** @description Never the password or its hash */
            password: {
                enabled: boolean;
            };
            /** @description The visitor log is shared too */
            visitors: boolean;
            expiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
            createdBy: {
                id: string;
                name: string;
            };
            revokedAt: string | null;
            /** @enum {string} */
            status: "active" | "expired" | "revoked";
            /** @description The share URL's secret: shown once, never stored (omitted on an idempotent replay) */
            token?: string;
            /** @description The shared dashboard's page, `{app}/share/{token}` (omitted on an idempotent replay) */
            url?: string;
        };
        ShareList: {
            items: components["schemas"]["Share"][];
            total: number;
        };
        SharedDashboard: {
            target: {
                /** @enum {string} */
                kind: "link" | "campaign" | "tag";
                name: string;
            };
            passwordRequired: boolean;
            visitors: boolean;
            expiresAt: string | null;
        };
        ShareAccess: {
            /** @description Send as the `X-Share-Access` header with the share's analytics calls */
            access: string;
            /** Format: date-time */
            expiresAt: string;
        };
        WebhookEndpoint: {
            id: string;
            url: string;
            description: string;
            events: ("link.created" | "link.updated" | "link.deleted" | "link.clicked" | "campaign.completed" | "conversion.created" | "link.broken" | "link.recovered" | "alert.triggered" | "moderation.flagged" | "moderation.actioned")[];
            /** @description Only the events of these links, campaigns or tags (a link event: the link’s tags now; a click: the tags its link had when clicked); null: all */
            filter: {
                linkIds: string[];
                campaignIds: string[];
                tagIds: string[];
            } | null;
            enabled: boolean;
            /** @description Why Kisa disabled it (repeated failures, or the receiver answered 410) */
            disabledReason?: string;
            /** @description Deliveries failed in a row (reset by a success); the endpoint is disabled at 15 */
            consecutiveFailures: number;
            /**
             * Format: date-time
             * @description After a rotation: until when deliveries are also signed with the replaced secret (24 hours), as a second `v1,` signature in `webhook-signature`; absent once that has passed
             */
            previousSecretExpiresAt?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        WebhookEndpointList: {
            items: components["schemas"]["WebhookEndpoint"][];
        };
        WebhookWithSecret: {
            endpoint: components["schemas"]["WebhookEndpoint"];
            /** @description Standard Webhooks signing secret, `whsec_` + base64; shown only now. After a rotation the replaced secret still signs every delivery beside it until `endpoint.previousSecretExpiresAt`. Absent only from an idempotent replay of a creation (`Idempotent-Replayed: true`, `Idempotent-Omitted: secret`): the secret is never kept, so rotate it to get one */
            secret?: string;
        };
        WebhookDelivery: {
            /** @description The `webhook-id` header the receiver got (the same on every attempt) */
            id: string;
            endpointId: string;
            event: string;
            /** @enum {string} */
            status: "pending" | "delivered" | "failed";
            attempts: number;
            /** @description The last attempt’s HTTP status; null: no answer (timeout, refused, network) */
            responseStatus: number | null;
            /** @description The first 500 bytes of the last answer */
            responseBody: string | null;
            /** @description Why the last attempt got no answer */
            error?: string;
            latencyMs: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastAttemptAt?: string;
            /** Format: date-time */
            nextAttemptAt?: string;
        };
        WebhookDeliveryList: {
            items: components["schemas"]["WebhookDelivery"][];
            /** @description Pass back as `cursor` for the page after this one; absent on the last page. Opaque, bound to this list (and team) */
            nextCursor?: string;
        };
        LinkCreatedEvent: {
            /** @constant */
            type: "link.created";
            /** Format: date-time */
            timestamp: string;
            data: components["schemas"]["Link"];
        };
        LinkUpdatedEvent: {
            /** @constant */
            type: "link.updated";
            /** Format: date-time */
            timestamp: string;
            data: components["schemas"]["Link"];
        };
        LinkDeletedEvent: {
            /** @constant */
            type: "link.deleted";
            /** Format: date-time */
            timestamp: string;
            data: components["schemas"]["Link"];
        };
        ClickedVisit: {
            /** Format: date-time */
            time: string;
            /** @enum {string} */
            visitType: "New Visitor" | "Returning Visitor";
            countryCode: string | null;
            countryName: string | null;
            city: string | null;
            ip: string;
            /** @description Device type: desktop, mobile, tablet… */
            platform: string;
            os: string | null;
            browser: string | null;
            /** @description Referrer host; null for a direct visit */
            referrer: string | null;
            /**
             * @description qr: the visit came through a QR code Kisa drew
             * @enum {string}
             */
            source: "link" | "qr";
            linkId: string;
            /** @description The link's code (alias) */
            shortUrl: string;
            /** @description The branded domain the visit came through (ASCII, as links store it); null for the platform's short domain */
            domain: string | null;
            /** @description The tags the link carried when clicked, as the team names them now; tags deleted since are left out */
            tags: {
                id: string;
                name: string;
                /** @enum {string} */
                color: "gray" | "red" | "orange" | "yellow" | "green" | "teal" | "blue" | "purple" | "pink" | "brown";
            }[];
            /**
             * @description The link's destination was broken and the visitor went to its fallback URL (destination health); absent otherwise
             * @constant
             */
            fallback?: true;
            /** @description The click’s id, unique per click */
            id: string;
            /** @description The link’s campaign (bulk links); null otherwise */
            campaignId: string | null;
        };
        LinkClickedEvent: {
            /** @constant */
            type: "link.clicked";
            /** Format: date-time */
            timestamp: string;
            data: {
                /** @description Counted clicks (bots left out), oldest first, at most 100; an endpoint with a filter gets only the clicks of the links, campaigns and tags it names */
                clicks: components["schemas"]["ClickedVisit"][];
            };
        };
        CampaignCompletedEvent: {
            /** @constant */
            type: "campaign.completed";
            /** Format: date-time */
            timestamp: string;
            data: components["schemas"]["Campaign"];
        };
        Conversion: {
            /** @description The conversion's id */
            id: string;
            /** @description The click id (`kisa_cid`) as reported */
            clickId: string;
            linkId: string;
            /** @description Your id for the conversion: reporting it again answers this conversion and records nothing */
            eventId: string;
            /** @enum {string} */
            type: "lead" | "sale";
            /** @description Minor units of `currency`; null for a lead or a sale without an amount */
            amount: number | null;
            currency: string | null;
            /**
             * Format: date-time
             * @description When it happened (the reported time, else when it was reported)
             */
            time: string;
            /**
             * Format: date-time
             * @description When the click it converts happened: analytics count the conversion on that date
             */
            clickTime: string;
            /**
             * Format: date-time
             * @description When Kisa recorded it
             */
            createdAt: string;
        };
        ConversionCreatedEvent: {
            /** @constant */
            type: "conversion.created";
            /** Format: date-time */
            timestamp: string;
            data: components["schemas"]["Conversion"];
        };
        AlertTriggeredEvent: {
            /** @constant */
            type: "alert.triggered";
            /** Format: date-time */
            timestamp: string;
            data: {
                rule: {
                    id: string;
                    name: string;
                    target: {
                        /** @enum {string} */
                        kind: "link" | "tag" | "campaign";
                        id: string;
                        /** @description The link's short code, the tag's or the campaign's name ("" when it is gone) */
                        name: string;
                    };
                    condition: {
                        /** @constant */
                        kind: "clicksAbove";
                        clicks: number;
                    } | {
                        /** @constant */
                        kind: "clicksAboveUsual";
                        factor: number;
                    } | {
                        /** @constant */
                        kind: "noClicks";
                        hours: number;
                        usualAbove: number;
                    } | {
                        /** @constant */
                        kind: "conversionDrop";
                        percent: number;
                        hours: number;
                    };
                };
                alert: {
                    id: string;
                    /** Format: date-time */
                    firedAt: string;
                    value: number;
                    baseline: number;
                    summary: string;
                    held: boolean;
                };
                /** @description The watched link's, tag's or campaign's analytics in the app */
                url: string;
            };
        };
        ModerationFlagged: {
            linkId: string;
            teamId: string;
            /** @description The short link as visitors open it */
            shortLink: string;
            longUrl: string;
            /** @enum {string} */
            reason: "screening" | "report";
            /** @description What screening found (screening) */
            flags?: string[];
            /** @description The visitor's report (report); never the reporter's contact */
            report?: {
                reason: string;
                details?: string;
            };
            /** Format: date-time */
            at: string;
        };
        ModerationFlaggedEvent: {
            /** @constant */
            type: "moderation.flagged";
            /** Format: date-time */
            timestamp: string;
            data: components["schemas"]["ModerationFlagged"];
        };
        ModerationActionedEvent: {
            /** @constant */
            type: "moderation.actioned";
            /** Format: date-time */
            timestamp: string;
            data: {
                id: string;
                /** Format: date-time */
                at: string;
                actor: {
                    id: string;
                    name: string;
                    email: string;
                };
                /** @enum {string} */
                action: "disableLink" | "enableLink" | "clearFlag" | "dismiss" | "disableTeam" | "enableTeam" | "blocklistAdd" | "blocklistRemove" | "disableUser" | "enableUser";
                linkId?: string;
                code?: string;
                teamId?: string;
                userId?: string;
                /** @description Blocklist changes: how many entries */
                count?: number;
                /** @description Blocklist changes: the first few entries */
                entries?: string[];
                /** @description Blocklist additions: the existing links to them that were disabled */
                linksDisabled?: number;
                note?: string;
            };
        };
        WebhookTestEvent: {
            /** @constant */
            type: "webhook.test";
            /** Format: date-time */
            timestamp: string;
            data: {
                endpointId: string;
                message: string;
            };
        };
        SsoSettings: {
            oidcRedirectUrl: string;
            samlAcsUrl: string;
            samlEntityId: string;
            samlMetadataUrl: string;
            config: {
                /** @enum {string} */
                protocol: "oidc" | "saml";
                oidc?: {
                    issuer: string;
                    clientId: string;
                    clientSecretSet: boolean;
                    scopes: string[];
                };
                saml?: {
                    metadataUrl?: string;
                    entityId: string;
                    ssoUrl: string;
                    certificates: {
                        fingerprint: string;
                        notAfter?: string;
                    }[];
                };
                domains: {
                    domain: string;
                    verified: boolean;
                    txtName: string;
                    txtValue: string;
                }[];
                enforced: boolean;
                breakGlassUserIds: string[];
                /** @enum {string} */
                defaultRole: "member" | "viewer";
                updatedAt: string;
            } | null;
        };
        SsoDomainVerification: {
            domain: {
                domain: string;
                verified: boolean;
                txtName: string;
                txtValue: string;
            };
            message: string;
        };
        SsoStart: {
            redirectUrl: string;
        };
        /** @description This document */
        OpenApiDocument: {
            /** @constant */
            openapi: "3.1.0";
            info: {
                title: string;
                version: string;
            } & {
                [key: string]: unknown;
            };
            paths: {
                [key: string]: {
                    [key: string]: unknown;
                };
            };
            components: {
                schemas: {
                    [key: string]: unknown;
                };
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /**
         * @description The limits this request was counted against, as structured-field items: `"key"` (the API key) or `"user"` (a session's user), and `"team"`; `q` requests per `w` seconds (a fixed window)
         * @example "key";q=600;w=60, "team";q=3000;w=60
         */
        RateLimitPolicy: string;
        /**
         * @description The limit closest to running out: `r` requests left in its window, `t` seconds until the window ends. Missing only when no count was known (the request was let through)
         * @example "key";r=597;t=41
         */
        RateLimit: string;
        /** @description Seconds until the exhausted window ends */
        RetryAfter: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    password: string;
                    /** @enum {string} */
                    locale?: "en" | "tr";
                };
            };
        };
        responses: {
            /** @description Accepted: a verification mail, or for a taken e-mail a notice to its owner */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many attempts from this address or for this e-mail (Retry-After: seconds until the next try) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    resendVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Accepted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many attempts from this address or for this e-mail (Retry-After: seconds until the next try) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    verifyAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Verified */
            200: {
                headers: {
                    /** @description The `token` session cookie */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verified"];
                };
            };
            /** @description Invalid, used or expired link */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A confirmed new e-mail address already has an account */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Signed in, or the second step to take */
            200: {
                headers: {
                    /** @description The `token` session cookie */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInAnswer"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Wrong e-mail or password */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description E-mail not verified yet; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many wrong passwords from this address or for this e-mail (Retry-After: seconds until the next try) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    signInSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challenge: string;
                    code?: string;
                    recoveryCode?: string;
                    passkey?: {
                        challengeId: string;
                        response: {
                            id: string;
                            rawId: string;
                            /** @constant */
                            type: "public-key";
                            /** @enum {string} */
                            authenticatorAttachment?: "platform" | "cross-platform";
                            clientExtensionResults: {
                                [key: string]: unknown;
                            };
                            response: {
                                clientDataJSON: string;
                                authenticatorData: string;
                                signature: string;
                                userHandle?: string;
                            };
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    /** @description The `token` session cookie */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description Invalid input, or a method not set up for this person */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Wrong or used code, or the challenge expired, was used, ended or forged (sign in again) */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Account disabled; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many wrong passwords or codes from this address or for this e-mail (Retry-After: seconds until the next try) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            200: {
                headers: {
                    /** @description The `token` session cookie */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Accepted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many attempts from this address or for this e-mail (Retry-After: seconds until the next try) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    checkResetToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResetCheck"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Password changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input, or invalid, used or expired link */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @enum {string} */
                    locale?: "en" | "tr";
                };
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    changeMyPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Password changed */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input, or the current password is wrong */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many wrong passwords for this e-mail (Retry-After: seconds until the next try); or Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSecondFactors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Second factors */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecondFactors"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    enrolTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The secret to add to the app */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotpEnrolment"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An authenticator app is already set up */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    disableTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Off */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The last sign-in is more than 10 minutes old: sign in again; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No authenticator app is on */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    confirmTotp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (the IETF httpapi Idempotency-Key draft): a unique value per request, e.g. a UUID, bare or as a structured-field string. The first answer to a key (2xx or 4xx; never a 5xx or a 429, after which a retry runs again) is kept 24 h and answered again to the same request with the key — same status and body, `Idempotent-Replayed: true` — and nothing is done twice. The key with another body or operation answers 422; while its first request is still running, 409 (Retry-After: 1). Keys are the caller's own. The replay of an answer that carried `recoveryCodes` answers without it (it is shown once and never kept) and says so in `Idempotent-Omitted`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description On: the recovery codes */
            201: {
                headers: {
                    /** @description `true` on an answer replayed for a repeated `Idempotency-Key`: the first request's answer; nothing was done again */
                    "Idempotent-Replayed"?: "true";
                    /** @description On a replay: the fields of the first answer left out because they are shown only once (recoveryCodes) */
                    "Idempotent-Omitted"?: string;
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            /** @description Invalid input or wrong code; or an `Idempotency-Key` that is not 1–255 printable ASCII characters */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No setup begun, or an authenticator app is already on; or a request with this `Idempotency-Key` is still being processed (Retry-After: 1) */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description this `Idempotency-Key` was used with another body or operation */
            422: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    regenerateRecoveryCodes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (the IETF httpapi Idempotency-Key draft): a unique value per request, e.g. a UUID, bare or as a structured-field string. The first answer to a key (2xx or 4xx; never a 5xx or a 429, after which a retry runs again) is kept 24 h and answered again to the same request with the key — same status and body, `Idempotent-Replayed: true` — and nothing is done twice. The key with another body or operation answers 422; while its first request is still running, 409 (Retry-After: 1). Keys are the caller's own. The replay of an answer that carried `recoveryCodes` answers without it (it is shown once and never kept) and says so in `Idempotent-Omitted`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new recovery codes */
            201: {
                headers: {
                    /** @description `true` on an answer replayed for a repeated `Idempotency-Key`: the first request's answer; nothing was done again */
                    "Idempotent-Replayed"?: "true";
                    /** @description On a replay: the fields of the first answer left out because they are shown only once (recoveryCodes) */
                    "Idempotent-Omitted"?: string;
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            /** @description an `Idempotency-Key` that is not 1–255 printable ASCII characters */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The last sign-in is more than 10 minutes old: sign in again; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No authenticator app is on; or a request with this `Idempotency-Key` is still being processed (Retry-After: 1) */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description this `Idempotency-Key` was used with another body or operation */
            422: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    passkeyRegistrationOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The creation options */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyRegistrationOptions"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The passkeys */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyList"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    addPasskey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (the IETF httpapi Idempotency-Key draft): a unique value per request, e.g. a UUID, bare or as a structured-field string. The first answer to a key (2xx or 4xx; never a 5xx or a 429, after which a retry runs again) is kept 24 h and answered again to the same request with the key — same status and body, `Idempotent-Replayed: true` — and nothing is done twice. The key with another body or operation answers 422; while its first request is still running, 409 (Retry-After: 1). Keys are the caller's own. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    response: {
                        id: string;
                        rawId: string;
                        /** @constant */
                        type: "public-key";
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        clientExtensionResults: {
                            [key: string]: unknown;
                        };
                        response: {
                            clientDataJSON: string;
                            attestationObject: string;
                            authenticatorData?: string;
                            transports?: string[];
                            publicKeyAlgorithm?: number;
                            publicKey?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Added */
            201: {
                headers: {
                    /** @description `true` on an answer replayed for a repeated `Idempotency-Key`: the first request's answer; nothing was done again */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Passkey"];
                };
            };
            /** @description Invalid input, or the answer did not verify (wrong, used or expired challenge, origin or relying party); or an `Idempotency-Key` that is not 1–255 printable ASCII characters */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description This credential is already added (to this or another account), or the account has its 20 passkeys; or a request with this `Idempotency-Key` is still being processed (Retry-After: 1) */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description this `Idempotency-Key` was used with another body or operation */
            422: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    removePasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The session was signed in more than 15 minutes ago, or the credential is an API key; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such passkey of the caller */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    renamePasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Renamed */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Passkey"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such passkey of the caller */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    passkeySignInOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email?: string;
                };
            };
        };
        responses: {
            /** @description The request options */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeySignInOptions"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    passkeySignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challengeId: string;
                    response: {
                        id: string;
                        rawId: string;
                        /** @constant */
                        type: "public-key";
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        clientExtensionResults: {
                            [key: string]: unknown;
                        };
                        response: {
                            clientDataJSON: string;
                            authenticatorData: string;
                            signature: string;
                            userHandle?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    /** @description The `token` session cookie */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The passkey did not verify (unknown or removed credential, used or expired challenge, wrong origin, replayed counter) */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description E-mail not verified yet, or the account is disabled; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many failed sign-ins from this address (Retry-After: seconds until the next try) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Team"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    viewersExportVisitors?: boolean;
                    secondFactorRequired?: boolean;
                };
            };
        };
        responses: {
            /** @description The settings as saved */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamSettings"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not an owner or admin of the team; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    leaveTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Left */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The last owner of a team with other members, or your only team */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listMyTeams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's teams */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyTeams"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    switchTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    teamId: string;
                };
            };
        };
        responses: {
            /** @description The caller's teams, the new one current */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyTeams"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description You are not in that team */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (the IETF httpapi Idempotency-Key draft): a unique value per request, e.g. a UUID, bare or as a structured-field string. The first answer to a key (2xx or 4xx; never a 5xx or a 429, after which a retry runs again) is kept 24 h and answered again to the same request with the key — same status and body, `Idempotent-Replayed: true` — and nothing is done twice. The key with another body or operation answers 422; while its first request is still running, 409 (Retry-After: 1). Keys are the caller's own. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    password: string;
                    /** @enum {string} */
                    role?: "owner" | "admin" | "member" | "viewer";
                };
            };
        };
        responses: {
            /** @description Invitation sent */
            201: {
                headers: {
                    /** @description `true` on an answer replayed for a repeated `Idempotency-Key`: the first request's answer; nothing was done again */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            /** @description Invalid input; or an `Idempotency-Key` that is not 1–255 printable ASCII characters */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not an owner or admin of the team, or an admin inviting an owner; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The address is already a member of this team; or a request with this `Idempotency-Key` is still being processed (Retry-After: 1) */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description this `Idempotency-Key` was used with another body or operation */
            422: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many invitations from this owner (Retry-After: seconds until the next try); or Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Member removed, or invitation withdrawn */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not an owner or admin of the team, or an admin removing an owner; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such member in your team */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The last owner cannot be removed */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    email?: string;
                    /** @enum {string} */
                    role?: "owner" | "admin" | "member" | "viewer";
                };
            };
        };
        responses: {
            /** @description Member updated */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdatedMember"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not an owner or admin of the team, an admin changing an owner or making one, or the name or e-mail of a person also in other teams; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such member in your team */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The last owner would be demoted */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many invitations and e-mail changes from this owner; or Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    setMemberPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Password set */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not an owner or admin of the team, an admin setting an owner’s password, or a person also in other teams; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such member in your team */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationDetails"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid, used, withdrawn, replaced or expired link */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    answerInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "accept" | "decline";
                    leaveCurrentTeam?: boolean;
                };
            };
        };
        responses: {
            /** @description Accepted or declined */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The address has an account: sign in to accept (or, with an id, not signed in) */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Signed in as another account; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid, used, withdrawn, replaced or expired invitation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSsoSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoSettings"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not an owner of the team; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    saveSsoSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    protocol: "oidc" | "saml";
                    oidc?: {
                        issuer: string;
                        clientId: string;
                        clientSecret?: string;
                        scopes?: string[];
                    };
                    saml?: {
                        metadataUrl?: string;
                        metadataXml?: string;
                        entityId?: string;
                        ssoUrl?: string;
                        certificates?: string[];
                    };
                    domains: string[];
                    enforced: boolean;
                    breakGlassUserIds: string[];
                    /** @enum {string} */
                    defaultRole: "member" | "viewer";
                };
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoSettings"];
                };
            };
            /** @description Invalid input, or the identity provider's configuration could not be read or is not acceptable */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not an owner of the team; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A domain is verified by another team, or the settings changed meanwhile */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteSsoSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not an owner of the team; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No single sign-on set up */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The settings changed meanwhile */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    verifySsoDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                domain: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Checked: verified, or what is missing */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoDomainVerification"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not an owner of the team; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No single sign-on set up, or the domain is not in its settings */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Another team verified the domain */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description DNS did not answer */
            503: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    startSsoSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Where to go */
            200: {
                headers: {
                    /** @description The `token` session cookie */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoStart"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No single sign-on for this e-mail domain */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    oidcCallback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Into the app with a session cookie, or to the sign-in page with the reason */
            303: {
                headers: {
                    /** @description The `token` session cookie */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    samlAssertionConsumer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    SAMLResponse: string;
                    RelayState?: string;
                };
            };
        };
        responses: {
            /** @description To the finish step, or to the sign-in page with the reason */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a SAML answer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not a form */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    finishSamlSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Into the app with a session cookie, or to the sign-in page with the reason */
            303: {
                headers: {
                    /** @description The `token` session cookie */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSamlMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metadata */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/samlmetadata+xml": unknown;
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description Users per page (default 10, at most 100) */
                limit?: number;
                /** @description The `cursor` of the previous page (one this list did not give out: 400) */
                cursor?: string;
                /** @description Page number from 1: echoed; without `cursor`, the page found by offset */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUsersPage"];
                };
            };
            /** @description `limit` or `page` out of bounds, or a cursor this list did not give out */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admins only; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    verified?: boolean;
                    disabled?: boolean;
                    /** @enum {string} */
                    plan?: "Enterprise" | "Restricted";
                };
            };
        };
        responses: {
            /** @description The updated user */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            /** @description Invalid input, or disabling yourself */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admins only; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such user */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listAdminTeams: {
        parameters: {
            query: {
                /** @description `true`: the teams with no member left (the only list there is) */
                orphaned: "true";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The orphaned teams */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTeams"];
                };
            };
            /** @description `orphaned` missing or not `true` */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admins only; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    handOverTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Handed over */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admins only; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such team, or no account has the address */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The team still has members */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getAdminStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Totals */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminStats"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admins only; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listModerationQueue: {
        parameters: {
            query?: {
                /** @description `open` (default) or `resolved` */
                status?: "open" | "resolved";
                /** @description The `cursor` of the previous page (of the same `status`) */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of cases */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationQueue"];
                };
            };
            /** @description Another `status`, or a cursor this list did not give out */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admins only; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    moderate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "disableLink" | "enableLink" | "clearFlag" | "dismiss" | "disableTeam" | "enableTeam";
                    linkId?: string;
                    teamId?: string;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Done; the case as it is now, for link actions */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationResult"];
                };
            };
            /** @description Invalid input (unknown action, no link or team id) */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admins only; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such link or team */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listModerationLog: {
        parameters: {
            query?: {
                /** @description The `cursor` of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the log */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationLog"];
                };
            };
            /** @description A cursor this list did not give out */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admins only; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listBlocklist: {
        parameters: {
            query?: {
                /** @description Only entries starting with this (ASCII, punycode for IDN; trimmed, any case, at most 300 characters) */
                q?: string;
                /** @description The `cursor` of the previous page (of the same `q`) */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of entries */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlocklistPage"];
                };
            };
            /** @description `q` over 300 characters, or a cursor this list did not give out */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admins only; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    changeBlocklist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "add" | "remove";
                    entries?: string[];
                    file?: string;
                };
            };
        };
        responses: {
            /** @description How many entries changed, lines that were no host, and the existing links disabled */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlocklistChanged"];
                };
            };
            /** @description Invalid input, or no valid host or domain */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Admins only; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    reportLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    link: string;
                    /** @enum {string} */
                    reason: "phishing" | "malware" | "spam" | "scam" | "illegal" | "other";
                    details?: string;
                    contact?: string;
                };
            };
        };
        responses: {
            /** @description Not reported yet: a bare code that is on more than one domain. `candidates` are its short links; send the report again with one of them as `link` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportAnswer"];
                };
            };
            /** @description Reported */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportAnswer"];
                };
            };
            /** @description Invalid input (reason not in the list, details over 1,000 characters, an invalid e-mail) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such short link (on the host given) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many reports from this address (Retry-After: seconds until the next try) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Keys */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyList"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (the IETF httpapi Idempotency-Key draft): a unique value per request, e.g. a UUID, bare or as a structured-field string. The first answer to a key (2xx or 4xx; never a 5xx or a 429, after which a retry runs again) is kept 24 h and answered again to the same request with the key — same status and body, `Idempotent-Replayed: true` — and nothing is done twice. The key with another body or operation answers 422; while its first request is still running, 409 (Retry-After: 1). Keys are the caller's own. The replay of an answer that carried `key` answers without it (it is shown once and never kept) and says so in `Idempotent-Omitted`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description What the key may do; each within your own role. Absent: every key scope your role has */
                    scopes?: ("account:read" | "team:read" | "team:write" | "links:read" | "links:write" | "tags:write" | "tags:delete" | "campaigns:read" | "campaigns:write" | "analytics:read" | "visitors:export" | "shares:write" | "conversions:write" | "domains:read" | "domains:write" | "webhooks:read" | "webhooks:write" | "imports:read" | "imports:write" | "audit:read" | "alerts:read" | "alerts:write")[];
                    /**
                     * Format: date-time
                     * @description When the key stops working: in the future, at most 365 days from now. Absent: never
                     */
                    expiresAt?: string;
                };
            };
        };
        responses: {
            /** @description Key created */
            201: {
                headers: {
                    /** @description `true` on an answer replayed for a repeated `Idempotency-Key`: the first request's answer; nothing was done again */
                    "Idempotent-Replayed"?: "true";
                    /** @description On a replay: the fields of the first answer left out because they are shown only once (key) */
                    "Idempotent-Omitted"?: string;
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKey"];
                };
            };
            /** @description Invalid input, a scope beyond your role, or an expiry in the past or more than a year away; or an `Idempotency-Key` that is not 1–255 printable ASCII characters */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a request with this `Idempotency-Key` is still being processed (Retry-After: 1) */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description this `Idempotency-Key` was used with another body or operation */
            422: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    revokeAllApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Keys revoked, and how many */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeysRevoked"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Key revoked */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such key of yours (or of your team, for owners and admins) */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listMySessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sessions */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionList"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    endMyOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sessions ended, and how many */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionsEnded"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    endMySession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Session ended */
            200: {
                headers: {
                    /** @description The `token` session cookie */
                    "Set-Cookie"?: string;
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such session of yours */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    endMemberSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sessions ended, and how many */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionsEnded"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not an owner or admin of the team, or an admin ending an owner’s sessions; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such member in your team */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listLinks: {
        parameters: {
            query?: {
                /** @description Search: any part of the title, the alias or the target, case-insensitive (trimmed, first 200 characters). Answered from the team's search index (docs/DATA-MODEL.md, Search shards), which in AWS may show a link created or edited a moment ago a moment later */
                q?: string;
                /** @description Page number, from 1 (at most 1,000,000); with `cursor`, only echoed */
                page?: number;
                /** @description Links per page (default 10, at most 100) */
                limit?: number;
                /** @description The previous answer's `nextCursor`: the page after it (with the same `q` and `tagId`). A cursor of another list or team is refused (400) */
                cursor?: string;
                /** @description Only links carrying any of these tags: repeat it or separate ids with commas, at most 10; combines with `q`. Answered from the search index like `q` */
                tagId?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of links; `total` counts all links (or all matches of `q` and `tagId`); `nextCursor` leads to the next page */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkPage"];
                };
            };
            /** @description More than 10 tags in `tagId`, `page` or `limit` out of bounds, or a cursor this list did not give out */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (the IETF httpapi Idempotency-Key draft): a unique value per request, e.g. a UUID, bare or as a structured-field string. The first answer to a key (2xx or 4xx; never a 5xx or a 429, after which a retry runs again) is kept 24 h and answered again to the same request with the key — same status and body, `Idempotent-Replayed: true` — and nothing is done twice. The key with another body or operation answers 422; while its first request is still running, 409 (Retry-After: 1). Keys are the caller's own. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    longUrl: string;
                    /** @description The alias: 3–50 letters, digits, hyphens and underscores, not reserved, free on the link's domain (any case). Missing, empty or only spaces: a generated 8-character code (letters and digits without 0, O, l and I) */
                    shortUrl?: string;
                    title?: string;
                    domain?: string | null;
                    tagIds?: string[];
                };
            };
        };
        responses: {
            /** @description Link created */
            201: {
                headers: {
                    /** @description `true` on an answer replayed for a repeated `Idempotency-Key`: the first request's answer; nothing was done again */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Link"];
                };
            };
            /** @description Invalid target, alias or title; or an `Idempotency-Key` that is not 1–255 printable ASCII characters */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Alias already taken; or a request with this `Idempotency-Key` is still being processed (Retry-After: 1) */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description this `Idempotency-Key` was used with another body or operation */
            422: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    checkAvailability: {
        parameters: {
            query?: {
                /** @description The alias to check (missing: an empty one, which the rules then refuse) */
                alias?: string;
                /** @description The domain it would go on: one of the team's verified hosts, or empty for the platform's (missing: the team's default domain) */
                domain?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Availability"];
                };
            };
            /** @description A query parameter out of its bounds, or one the operation does not take */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Link"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such link in the caller's team */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such link in the caller's team */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    shortUrl?: string;
                    domain?: string | null;
                    longUrl?: string;
                    tagIds?: string[];
                    conversionTracking?: boolean;
                    rules?: {
                        id?: string;
                        name?: string;
                        countries?: string[];
                        languages?: string[];
                        devices?: ("mobile" | "tablet" | "desktop")[];
                        os?: ("ios" | "android" | "windows" | "macos" | "linux")[];
                        query?: {
                            name: string;
                            value?: string;
                        };
                        window?: {
                            from?: string;
                            to?: string;
                            timeZone: string;
                        };
                        destination: string;
                    }[];
                    split?: {
                        variants: {
                            id?: string;
                            name?: string;
                            destination: string;
                            weight: number;
                        }[];
                        autoPromote?: {
                            confidence: number;
                            minVisitors: number;
                        } | null;
                    } | null;
                    preview?: {
                        title: string;
                        description?: string | null;
                        image?: string | null;
                    } | null;
                    indexable?: boolean;
                    fallbackUrl?: string | null;
                    redirects?: {
                        ios?: string | null;
                        android?: string | null;
                        web?: string | null;
                        deeplink?: string | null;
                    };
                    password?: {
                        enabled: boolean;
                        password?: string;
                    };
                    utm?: {
                        source?: string | null;
                        medium?: string | null;
                        campaign?: string | null;
                        term?: string | null;
                        content?: string | null;
                    };
                    expiry?: {
                        url?: string | null;
                        date?: string | null;
                        maxClicks?: number | string | null;
                    };
                };
            };
        };
        responses: {
            /** @description The updated link */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Link"];
                };
            };
            /** @description Invalid input, enabling a password without one, or a preview image that is not this link's uploaded image */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such link in the caller's team */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Alias already taken */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    promoteVariant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    variantId: string;
                };
            };
        };
        responses: {
            /** @description The link, its split ended */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Link"];
                };
            };
            /** @description The link has no split, or no such variant */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such link in the caller's team */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createPreviewUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (the IETF httpapi Idempotency-Key draft): a unique value per request, e.g. a UUID, bare or as a structured-field string. The first answer to a key (2xx or 4xx; never a 5xx or a 429, after which a retry runs again) is kept 24 h and answered again to the same request with the key — same status and body, `Idempotent-Replayed: true` — and nothing is done twice. The key with another body or operation answers 422; while its first request is still running, 409 (Retry-After: 1). Keys are the caller's own. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contentType: string;
                    bytes: number;
                };
            };
        };
        responses: {
            /** @description Upload it there */
            201: {
                headers: {
                    /** @description `true` on an answer replayed for a repeated `Idempotency-Key`: the first request's answer; nothing was done again */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreviewImageUpload"];
                };
            };
            /** @description Not a PNG, JPEG, WebP or GIF type, empty, or larger than 5 MB; or an `Idempotency-Key` that is not 1–255 printable ASCII characters */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such link in the caller's team */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a request with this `Idempotency-Key` is still being processed (Retry-After: 1) */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description this `Idempotency-Key` was used with another body or operation */
            422: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    fetchPageTitle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                };
            };
        };
        responses: {
            /** @description The title */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageTitle"];
                };
            };
            /** @description Invalid URL */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The page could not be fetched or has no title — also the answer for an address that is not public (private, loopback, link-local, metadata, …), so nobody can tell those from names that do not resolve */
            422: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The page did not answer within 5 s */
            504: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counters */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Stats"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getLinkGate: {
        parameters: {
            query?: {
                /** @description The branded domain the link is on (the gate is reached as `/loginurl/{code}?domain={host}`); absent: the platform short domain */
                domain?: string;
            };
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link exists */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkGate"];
                };
            };
            /** @description A query parameter out of its bounds, or one the operation does not take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Link not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    unlockLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The short code (at most 200 characters) */
                    shortUrl: string;
                    /** @description The password (at most 1,024 characters) */
                    password: string;
                    /** @description `qr`: the gate was reached through a QR code (the redirect kept the marker), so the click counts as a QR visit; anything else is ignored */
                    source?: string;
                    /** @description The branded domain the link is on, as the gate's `domain` query parameter names it; absent: the platform's */
                    domain?: string;
                };
            };
        };
        responses: {
            /** @description Where to go; `deeplink` (mobile visitors of links with one) is tried first, `location` after ~1.5 s. An expired link answers its expiration location. */
            200: {
                headers: {
                    /** @description The `token` session cookie */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unlocked"];
                };
            };
            /** @description All fields are required */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Wrong password (also a code or password too long to be one) */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unknown short link */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The link was disabled by a moderator */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many wrong passwords: 5 per 5 minutes per client address and link, or 100 per 15 minutes on the link from all addresses (Retry-After: seconds until the next try) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCampaigns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Campaigns */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignList"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createCampaign: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (the IETF httpapi Idempotency-Key draft): a unique value per request, e.g. a UUID, bare or as a structured-field string. The first answer to a key (2xx or 4xx; never a 5xx or a 429, after which a retry runs again) is kept 24 h and answered again to the same request with the key — same status and body, `Idempotent-Replayed: true` — and nothing is done twice. The key with another body or operation answers 422; while its first request is still running, 409 (Retry-After: 1). Keys are the caller's own. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Campaign created */
            201: {
                headers: {
                    /** @description `true` on an answer replayed for a repeated `Idempotency-Key`: the first request's answer; nothing was done again */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            /** @description Missing or too long name; or an `Idempotency-Key` that is not 1–255 printable ASCII characters */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a request with this `Idempotency-Key` is still being processed (Retry-After: 1) */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description this `Idempotency-Key` was used with another body or operation */
            422: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The campaign */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Campaign not found (or another team's) */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Deleted; links being removed */
            202: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Campaign not found */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCampaignLinks: {
        parameters: {
            query?: {
                /** @description Page number, from 1 (at most 1,000,000); with `cursor`, only echoed */
                page?: number;
                /** @description Links per page (default 10, at most 100) */
                limit?: number;
                /** @description The previous answer's `nextCursor`: the page after it. A cursor of another list (another campaign's, the team's links) is refused (400) */
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the campaign's links; `total` counts all of them; `nextCursor` leads to the next page */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkPage"];
                };
            };
            /** @description `page` or `limit` out of bounds, or a cursor this list did not give out */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Campaign not found (or another team's) */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    queueCampaignLinks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (the IETF httpapi Idempotency-Key draft): a unique value per request, e.g. a UUID, bare or as a structured-field string. The first answer to a key (2xx or 4xx; never a 5xx or a 429, after which a retry runs again) is kept 24 h and answered again to the same request with the key — same status and body, `Idempotent-Replayed: true` — and nothing is done twice. The key with another body or operation answers 422; while its first request is still running, 409 (Retry-After: 1). Keys are the caller's own. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    links: {
                        longUrl: unknown;
                        title?: string;
                        /** @description The link's alias, checked as POST /api/links checks one; a bad, reserved, taken or repeated one refuses its link (listed in `rejected` with reason 'alias' and the message); left out or empty: a random code */
                        shortUrl?: unknown;
                        tags?: string[];
                        /** @description Targeting rules, as PATCH /api/links/{id} takes them (a bad one refuses the request with 400). A link whose rule destination is on Kisa's short domain or blocklisted is refused like a refused longUrl (listed in `rejected` with that `destination`); the web app sends a file's `country:XX` and `language:xx` columns here */
                        rules?: {
                            id?: string;
                            name?: string;
                            countries?: string[];
                            languages?: string[];
                            devices?: ("mobile" | "tablet" | "desktop")[];
                            os?: ("ios" | "android" | "windows" | "macos" | "linux")[];
                            query?: {
                                name: string;
                                value?: string;
                            };
                            window?: {
                                from?: string;
                                to?: string;
                                timeZone: string;
                            };
                            destination: string;
                        }[];
                    }[];
                    domain?: string | null;
                };
            };
        };
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    /** @description `true` on an answer replayed for a repeated `Idempotency-Key`: the first request's answer; nothing was done again */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkQueued"];
                };
            };
            /** @description No links, more than 10,000, no valid URL among them, or a malformed tag name or targeting rule; or an `Idempotency-Key` that is not 1–255 printable ASCII characters */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Campaign not found */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a request with this `Idempotency-Key` is still being processed (Retry-After: 1) */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description this `Idempotency-Key` was used with another body or operation */
            422: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    exportCampaign: {
        parameters: {
            query?: {
                /** @description `csv` (default) or `xlsx` */
                format?: "csv" | "xlsx";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (CSV or XLSX, Content-Disposition attachment), or {url, filename} for a big one */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                    "application/json": components["schemas"]["ExportDownload"];
                };
            };
            /** @description A big export is being prepared: ask again in a few seconds */
            202: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Unknown format */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Campaign not found */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listLinkHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Link health */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkHealthList"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getLinkHealthSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Link health settings */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkHealthSettings"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateLinkHealthSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fallbackUrl: string | null;
                    notify: string[];
                };
            };
        };
        responses: {
            /** @description Link health settings saved */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkHealthSettings"];
                };
            };
            /** @description An invalid URL, a Kisa short link, or a member not of the team */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not a team owner or admin; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getAnalytics: {
        parameters: {
            query: {
                /** @description First day of the range (YYYY-MM-DD), a calendar day in `tz` */
                from: string;
                /** @description Last day of the range (YYYY-MM-DD), included; at most 400 days after `from` */
                to: string;
                /** @description The viewer's IANA time zone (e.g. Europe/Istanbul): days start at local midnight */
                tz: string;
                /** @description Only clicks of links that carried any of these tags when clicked (AND with the other filters): tag ids, the parameter repeated or ids separated by commas, at most 10. A click records its link's tags at click time, so a tag selects the clicks from when it was put on the link; a deleted tag's id still selects the clicks that recorded it */
                tagId?: string | string[];
                /** @description Only clicks whose linkId is this (AND with the other filters); `(none)` selects clicks where it is unknown. Another team's id answers 404 */
                linkId?: string;
                /** @description Only clicks whose campaignId is this (AND with the other filters); `(none)` selects clicks where it is unknown. Another team's id answers 404 */
                campaignId?: string;
                /** @description Only clicks whose browser is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                browser?: string;
                /** @description Only clicks whose os is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                os?: string;
                /** @description Only clicks whose device is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                device?: string;
                /** @description Only clicks whose country code is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                country?: string;
                /** @description Only clicks whose city is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                city?: string;
                /** @description Only clicks whose referrer is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                referrer?: string;
                /** @description Only clicks whose source is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                source?: string;
                /** @description Only clicks of links on this domain (AND with the other filters): a branded domain's host (its ASCII or Unicode form), or the platform's short domain by its host (as the `domain` ranking names it; clicks logged before branded domains existed count as the platform's) */
                domain?: string;
                /** @description Only clicks the link's targeting rule with this id sent (ids are unique within a link, so combine with `linkId`); `(none)` selects clicks no rule sent */
                ruleId?: string;
                /** @description Only clicks the link's A/B split variant with this id sent (ids are unique within a link, so combine with `linkId`); `(none)` selects clicks no variant sent */
                variantId?: string;
                /** @description `1`: when the current figures are not cached, answer at once the last answer of the same question if it is at most an hour old (`stale: true`, computed at `asOf`) instead of waiting for the engine; ask again without it for the current figures */
                stale?: "1";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every panel of the analytics page */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Analytics"];
                };
            };
            /** @description Bad range, time zone, filter value, more than 10 tags in `tagId`, or an unknown parameter */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Link or campaign not found (in this team) */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Still loading the click log (a first start over a large log): try again in a few seconds */
            503: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listVisitors: {
        parameters: {
            query: {
                /** @description First day of the range (YYYY-MM-DD), a calendar day in `tz` */
                from: string;
                /** @description Last day of the range (YYYY-MM-DD), included; at most 400 days after `from` */
                to: string;
                /** @description The viewer's IANA time zone (e.g. Europe/Istanbul): days start at local midnight */
                tz: string;
                /** @description Only clicks of links that carried any of these tags when clicked (AND with the other filters): tag ids, the parameter repeated or ids separated by commas, at most 10. A click records its link's tags at click time, so a tag selects the clicks from when it was put on the link; a deleted tag's id still selects the clicks that recorded it */
                tagId?: string | string[];
                /** @description Only clicks whose linkId is this (AND with the other filters); `(none)` selects clicks where it is unknown. Another team's id answers 404 */
                linkId?: string;
                /** @description Only clicks whose campaignId is this (AND with the other filters); `(none)` selects clicks where it is unknown. Another team's id answers 404 */
                campaignId?: string;
                /** @description Only clicks whose browser is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                browser?: string;
                /** @description Only clicks whose os is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                os?: string;
                /** @description Only clicks whose device is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                device?: string;
                /** @description Only clicks whose country code is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                country?: string;
                /** @description Only clicks whose city is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                city?: string;
                /** @description Only clicks whose referrer is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                referrer?: string;
                /** @description Only clicks whose source is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                source?: string;
                /** @description Only clicks of links on this domain (AND with the other filters): a branded domain's host (its ASCII or Unicode form), or the platform's short domain by its host (as the `domain` ranking names it; clicks logged before branded domains existed count as the platform's) */
                domain?: string;
                /** @description Only clicks the link's targeting rule with this id sent (ids are unique within a link, so combine with `linkId`); `(none)` selects clicks no rule sent */
                ruleId?: string;
                /** @description Only clicks the link's A/B split variant with this id sent (ids are unique within a link, so combine with `linkId`); `(none)` selects clicks no variant sent */
                variantId?: string;
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page (default 5, at most 100) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the visitor log */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitorPage"];
                };
            };
            /** @description Bad range, time zone, filter, page or limit */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Link or campaign not found (in this team) */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Still loading the click log (a first start over a large log): try again in a few seconds */
            503: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    exportVisitors: {
        parameters: {
            query: {
                /** @description First day of the range (YYYY-MM-DD), a calendar day in `tz` */
                from: string;
                /** @description Last day of the range (YYYY-MM-DD), included; at most 400 days after `from` */
                to: string;
                /** @description The viewer's IANA time zone (e.g. Europe/Istanbul): days start at local midnight */
                tz: string;
                /** @description Only clicks of links that carried any of these tags when clicked (AND with the other filters): tag ids, the parameter repeated or ids separated by commas, at most 10. A click records its link's tags at click time, so a tag selects the clicks from when it was put on the link; a deleted tag's id still selects the clicks that recorded it */
                tagId?: string | string[];
                /** @description Only clicks whose linkId is this (AND with the other filters); `(none)` selects clicks where it is unknown. Another team's id answers 404 */
                linkId?: string;
                /** @description Only clicks whose campaignId is this (AND with the other filters); `(none)` selects clicks where it is unknown. Another team's id answers 404 */
                campaignId?: string;
                /** @description Only clicks whose browser is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                browser?: string;
                /** @description Only clicks whose os is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                os?: string;
                /** @description Only clicks whose device is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                device?: string;
                /** @description Only clicks whose country code is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                country?: string;
                /** @description Only clicks whose city is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                city?: string;
                /** @description Only clicks whose referrer is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                referrer?: string;
                /** @description Only clicks whose source is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                source?: string;
                /** @description Only clicks of links on this domain (AND with the other filters): a branded domain's host (its ASCII or Unicode form), or the platform's short domain by its host (as the `domain` ranking names it; clicks logged before branded domains existed count as the platform's) */
                domain?: string;
                /** @description Only clicks the link's targeting rule with this id sent (ids are unique within a link, so combine with `linkId`); `(none)` selects clicks no rule sent */
                ruleId?: string;
                /** @description Only clicks the link's A/B split variant with this id sent (ids are unique within a link, so combine with `linkId`); `(none)` selects clicks no variant sent */
                variantId?: string;
                /** @description xlsx (default) or csv */
                format?: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (XLSX or CSV, Content-Disposition attachment), or {url, filename} for a big one */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                    "application/json": components["schemas"]["ExportDownload"];
                };
            };
            /** @description A big export, started as a background job: follow it at /api/analytics/visitors/exports/{id} */
            202: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitorExportJob"];
                };
            };
            /** @description Bad range, time zone, filter or format; XLSX of more rows than Excel holds */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Link or campaign not found (in this team) */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Still loading the click log (a first start over a large log): try again in a few seconds */
            503: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getVisitorsExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export job */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitorExportJob"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Export not found (or another team's, or older than 7 days) */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    streamLiveClicks: {
        parameters: {
            query?: {
                /** @description Only this link's clicks. Another team's id answers 404 */
                linkId?: string;
                /** @description Only this campaign's clicks. Another team's id answers 404 */
                campaignId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A short Server-Sent Events stream: `ready`, or the `clicks` since `Last-Event-ID` */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": unknown;
                };
            };
            /** @description A filter that is too long, or an unknown parameter */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Link or campaign not found (in this team) */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getReportSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription (frequency `none` when never chosen) */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportSubscription"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putReportSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    frequency: "none" | "weekly" | "monthly";
                    scope?: {
                        /** @constant */
                        kind: "team";
                    } | {
                        /** @constant */
                        kind: "campaign";
                        campaignId: string;
                    } | {
                        /** @constant */
                        kind: "tags";
                        tagIds: string[];
                    };
                    tz: string;
                    /** @enum {string} */
                    locale?: "en" | "tr";
                };
            };
        };
        responses: {
            /** @description The subscription as saved */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportSubscription"];
                };
            };
            /** @description Unknown frequency, time zone or language, no campaign or tags for such a scope */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Campaign not found (in this team) */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    showReportUnsubscribe: {
        parameters: {
            query: {
                /** @description The signed token of the report mail’s unsubscribe link (List-Unsubscribe) */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the confirmation page */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query parameter out of its bounds, or one the operation does not take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    unsubscribeReports: {
        parameters: {
            query: {
                /** @description The signed token of the report mail’s unsubscribe link (List-Unsubscribe) */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @constant */
                    "List-Unsubscribe"?: "One-Click";
                };
            };
        };
        responses: {
            /** @description No more reports for this member in this team */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The token is malformed or its signature does not hold */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not a form (application/x-www-form-urlencoded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    trackConversion: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (the IETF httpapi Idempotency-Key draft): a unique value per request, e.g. a UUID, bare or as a structured-field string. The first answer to a key (2xx or 4xx; never a 5xx or a 429, after which a retry runs again) is kept 24 h and answered again to the same request with the key — same status and body, `Idempotent-Replayed: true` — and nothing is done twice. The key with another body or operation answers 422; while its first request is still running, 409 (Retry-After: 1). Keys are the caller's own. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clickId: string;
                    eventId: string;
                    /** @enum {string} */
                    type: "lead" | "sale";
                    amount?: number;
                    currency?: string;
                    /** Format: date-time */
                    time?: string;
                };
            };
        };
        responses: {
            /** @description This eventId was recorded before: that conversion, nothing recorded again */
            200: {
                headers: {
                    /** @description `true` on an answer replayed for a repeated `Idempotency-Key`: the first request's answer; nothing was done again */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversion"];
                };
            };
            /** @description Conversion recorded */
            201: {
                headers: {
                    /** @description `true` on an answer replayed for a repeated `Idempotency-Key`: the first request's answer; nothing was done again */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversion"];
                };
            };
            /** @description Bad input: a clickId that is not a kisa_cid value, amount without currency (or on a lead), an unknown currency, a time before the click or in the future, a click more than 90 days old; or an `Idempotency-Key` that is not 1–255 printable ASCII characters */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Click not found: the id does not verify, or its link is gone or another team's */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description This eventId was already used for a different conversion; or a request with this `Idempotency-Key` is still being processed (Retry-After: 1) */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description this `Idempotency-Key` was used with another body or operation */
            422: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many conversions this minute: 200 per user (all their API keys together) and 600 per team, every report counted (Retry-After: seconds until the next minute); or Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listDomains: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Domains */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainList"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    addDomain: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (the IETF httpapi Idempotency-Key draft): a unique value per request, e.g. a UUID, bare or as a structured-field string. The first answer to a key (2xx or 4xx; never a 5xx or a 429, after which a retry runs again) is kept 24 h and answered again to the same request with the key — same status and body, `Idempotent-Replayed: true` — and nothing is done twice. The key with another body or operation answers 422; while its first request is still running, 409 (Retry-After: 1). Keys are the caller's own. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    host: string;
                };
            };
        };
        responses: {
            /** @description Domain added, with the DNS records to create */
            201: {
                headers: {
                    /** @description `true` on an answer replayed for a repeated `Idempotency-Key`: the first request's answer; nothing was done again */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Domain"];
                };
            };
            /** @description Not a host name, or the platform's own; or an `Idempotency-Key` that is not 1–255 printable ASCII characters */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not a team owner; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Added already, verified by another team, or the team has 50 domains; or a request with this `Idempotency-Key` is still being processed (Retry-After: 1) */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description this `Idempotency-Key` was used with another body or operation */
            422: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    removeDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                host: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Domain removed */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not a team owner; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such domain of the team */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Links are still on the domain */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                host: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rootUrl?: string | null;
                    notFoundUrl?: string | null;
                    robotsTxt?: string | null;
                    appleAppSiteAssociation?: string | null;
                    assetLinks?: string | null;
                    isDefault?: boolean;
                };
            };
        };
        responses: {
            /** @description Domain updated */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Domain"];
                };
            };
            /** @description Invalid input: a URL refused, a file over 10,000 characters, or an app-links file not in its platform's documented shape (apple-app-site-association: an object with applinks.details; assetlinks.json: an array of statements) — the message names what is wrong */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not a team owner; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such domain of the team */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Only a verified domain can be the default */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    checkDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                host: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Domain as checked */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Domain"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not a team owner; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such domain of the team */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listImports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Imports */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportList"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (the IETF httpapi Idempotency-Key draft): a unique value per request, e.g. a UUID, bare or as a structured-field string. The first answer to a key (2xx or 4xx; never a 5xx or a 429, after which a retry runs again) is kept 24 h and answered again to the same request with the key — same status and body, `Idempotent-Replayed: true` — and nothing is done twice. The key with another body or operation answers 422; while its first request is still running, 409 (Retry-After: 1). Keys are the caller's own. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    source: "bitly" | "rebrandly" | "shortio" | "dub" | "kutt" | "shlink" | "yourls" | "file";
                    /** @description The source's API base URL (an enterprise endpoint, a self-hosted server); default: the source's public API */
                    apiUrl?: string;
                    /** @description The token the source issued (Bitly access token, API key, YOURLS signature); used for this run only, never stored after it */
                    token?: string;
                    /** @description source `file`: the CSV (header row) or JSON array, as text */
                    file?: {
                        name: string;
                        content: string;
                    };
                    /** @description Where links on the source's shared domains (bit.ly, rebrand.ly, …) go: one of the team's verified domains, null for the platform's; left out: the team's default */
                    domain?: string | null;
                    /**
                     * @description Bring daily click history where the source has it
                     * @default true
                     */
                    history?: boolean;
                };
            };
        };
        responses: {
            /** @description Reading the source */
            202: {
                headers: {
                    /** @description `true` on an answer replayed for a repeated `Idempotency-Key`: the first request's answer; nothing was done again */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportJob"];
                };
            };
            /** @description A missing token, API URL or file; a file that is not a CSV with a header row or a JSON array of links; an unknown domain; or an `Idempotency-Key` that is not 1–255 printable ASCII characters */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not a team owner; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Another import of the team is running; or a request with this `Idempotency-Key` is still being processed (Retry-After: 1) */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description this `Idempotency-Key` was used with another body or operation */
            422: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The import */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportJob"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Import not found (or another team's) */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    startImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description A code another link holds on its domain in Kisa: skip the link (default), or give it a new code (the mapping file says which)
                     * @default skip
                     * @enum {string}
                     */
                    conflicts?: "skip" | "newCode";
                    /** @description Per source domain, what to do; a domain left out keeps the preview's choice */
                    domains?: {
                        /** @description A source domain, as the preview lists it */
                        host: string;
                        /**
                         * @description keep: its links stay on the same host, added to Kisa (ownership verified by TXT first); move: onto `to`; skip: leave its links out
                         * @enum {string}
                         */
                        action: "keep" | "move" | "skip";
                        /** @description With move: one of the team's verified domains, or null for the platform's */
                        to?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Importing */
            202: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportJob"];
                };
            };
            /** @description A domain choice naming no domain of the preview, or an unknown target domain */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not a team owner; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Import not found */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not ready (still reading, started or finished), or a kept domain's ownership not verified yet */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    cancelImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportJob"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not a team owner; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Import not found */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The import has finished */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    downloadImportMapping: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV (Content-Disposition attachment), or {url, filename} for one over 4 MB: a presigned download URL valid 15 minutes */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                    "application/json": components["schemas"]["ExportDownload"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Import not found */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The links are not written yet */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Endpoints */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (the IETF httpapi Idempotency-Key draft): a unique value per request, e.g. a UUID, bare or as a structured-field string. The first answer to a key (2xx or 4xx; never a 5xx or a 429, after which a retry runs again) is kept 24 h and answered again to the same request with the key — same status and body, `Idempotent-Replayed: true` — and nothing is done twice. The key with another body or operation answers 422; while its first request is still running, 409 (Retry-After: 1). Keys are the caller's own. The replay of an answer that carried `secret` answers without it (it is shown once and never kept) and says so in `Idempotent-Omitted`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    events: ("link.created" | "link.updated" | "link.deleted" | "link.clicked" | "campaign.completed" | "conversion.created" | "link.broken" | "link.recovered" | "alert.triggered" | "moderation.flagged" | "moderation.actioned")[];
                    filter?: {
                        linkIds?: string[];
                        campaignIds?: string[];
                        tagIds?: string[];
                    } | null;
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Endpoint added, with its signing secret */
            201: {
                headers: {
                    /** @description `true` on an answer replayed for a repeated `Idempotency-Key`: the first request's answer; nothing was done again */
                    "Idempotent-Replayed"?: "true";
                    /** @description On a replay: the fields of the first answer left out because they are shown only once (secret) */
                    "Idempotent-Omitted"?: string;
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            /** @description Not an https URL, a private address, or no or unknown events; or an `Idempotency-Key` that is not 1–255 printable ASCII characters */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not a team owner; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The team has 20 endpoints; or a request with this `Idempotency-Key` is still being processed (Retry-After: 1) */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description this `Idempotency-Key` was used with another body or operation */
            422: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The signing secret could not be sealed (KMS refused or did not answer): nothing was stored, try again (`Retry-After`) */
            503: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Endpoint deleted */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not a team owner; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such endpoint of the team */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url?: string;
                    events?: ("link.created" | "link.updated" | "link.deleted" | "link.clicked" | "campaign.completed" | "conversion.created" | "link.broken" | "link.recovered" | "alert.triggered" | "moderation.flagged" | "moderation.actioned")[];
                    filter?: {
                        linkIds?: string[];
                        campaignIds?: string[];
                        tagIds?: string[];
                    } | null;
                    enabled?: boolean;
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Endpoint updated */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not a team owner; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such endpoint of the team */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint and its new secret */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not a team owner; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such endpoint of the team */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The new secret could not be sealed (KMS refused or did not answer): nothing changed, the current secret keeps signing; try again (`Retry-After`) */
            503: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Deliveries per page (default 50, at most 100) */
                limit?: number;
                /** @description The previous answer's `nextCursor`: the older deliveries after it. A cursor of another list (another endpoint's) is refused (400) */
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries; `nextCursor` leads to older ones */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description `limit` out of bounds, or a cursor this list did not give out */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such endpoint of the team */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    resendWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued again */
            202: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not a team owner; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such endpoint or delivery */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The endpoint is disabled */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    sendTestWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not a team owner; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such endpoint of the team */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The endpoint is disabled */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tags */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagList"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createTag: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (the IETF httpapi Idempotency-Key draft): a unique value per request, e.g. a UUID, bare or as a structured-field string. The first answer to a key (2xx or 4xx; never a 5xx or a 429, after which a retry runs again) is kept 24 h and answered again to the same request with the key — same status and body, `Idempotent-Replayed: true` — and nothing is done twice. The key with another body or operation answers 422; while its first request is still running, 409 (Retry-After: 1). Keys are the caller's own. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    color?: "gray" | "red" | "orange" | "yellow" | "green" | "teal" | "blue" | "purple" | "pink" | "brown";
                };
            };
        };
        responses: {
            /** @description Tag added */
            201: {
                headers: {
                    /** @description `true` on an answer replayed for a repeated `Idempotency-Key`: the first request's answer; nothing was done again */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"];
                };
            };
            /** @description Invalid name or colour; or an `Idempotency-Key` that is not 1–255 printable ASCII characters */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The team has the name already, or 500 tags; or a request with this `Idempotency-Key` is still being processed (Retry-After: 1) */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description this `Idempotency-Key` was used with another body or operation */
            422: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tag deleted */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not a team owner; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such tag of the team */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @enum {string} */
                    color?: "gray" | "red" | "orange" | "yellow" | "green" | "teal" | "blue" | "purple" | "pink" | "brown";
                };
            };
        };
        responses: {
            /** @description Tag updated */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"];
                };
            };
            /** @description Invalid name or colour */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such tag of the team */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The team has the name already */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listShares: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Shares */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareList"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createShare: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (the IETF httpapi Idempotency-Key draft): a unique value per request, e.g. a UUID, bare or as a structured-field string. The first answer to a key (2xx or 4xx; never a 5xx or a 429, after which a retry runs again) is kept 24 h and answered again to the same request with the key — same status and body, `Idempotent-Replayed: true` — and nothing is done twice. The key with another body or operation answers 422; while its first request is still running, 409 (Retry-After: 1). Keys are the caller's own. The replay of an answer that carried `token`, `url` answers without it (it is shown once and never kept) and says so in `Idempotent-Omitted`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    target: {
                        /** @enum {string} */
                        kind: "link" | "campaign" | "tag";
                        /** @description The link, campaign or tag id */
                        id: string;
                    };
                    password?: string;
                    /** @description ISO 8601 date and time; absent or null: the share never expires (it can still be revoked) */
                    expiresAt?: string | null;
                    /** @description Also share the visitor log (each visit: time, place, device, IP); off by default */
                    visitors?: boolean;
                };
            };
        };
        responses: {
            /** @description The share, with its token and URL (shown once) */
            201: {
                headers: {
                    /** @description `true` on an answer replayed for a repeated `Idempotency-Key`: the first request's answer; nothing was done again */
                    "Idempotent-Replayed"?: "true";
                    /** @description On a replay: the fields of the first answer left out because they are shown only once (token, url) */
                    "Idempotent-Omitted"?: string;
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedShare"];
                };
            };
            /** @description Bad target, password or expiry; or an `Idempotency-Key` that is not 1–255 printable ASCII characters */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Sharing the visitor log without `visitors:export`; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such link, campaign or tag in this team */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The team has too many shares; or a request with this `Idempotency-Key` is still being processed (Retry-After: 1) */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description this `Idempotency-Key` was used with another body or operation */
            422: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    revokeShare: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such share in this team */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSharedDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shared dashboard */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedDashboard"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such shared dashboard */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The shared dashboard was revoked, has expired, or what it shows was deleted */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests from this address */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    unlockSharedDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The share's password (at most 1024 characters) */
                    password: string;
                };
            };
        };
        responses: {
            /** @description The access token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareAccess"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Wrong password */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such shared dashboard */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The shared dashboard was revoked, has expired, or what it shows was deleted */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many wrong passwords: 5 per 5 minutes per address and share */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSharedAnalytics: {
        parameters: {
            query: {
                /** @description First day of the range (YYYY-MM-DD), a calendar day in `tz` */
                from: string;
                /** @description Last day of the range (YYYY-MM-DD), included; at most 400 days after `from` */
                to: string;
                /** @description The viewer's IANA time zone (e.g. Europe/Istanbul): days start at local midnight */
                tz: string;
                /** @description Only clicks of links that carried any of these tags when clicked (AND with the other filters): tag ids, the parameter repeated or ids separated by commas, at most 10. A click records its link's tags at click time, so a tag selects the clicks from when it was put on the link; a deleted tag's id still selects the clicks that recorded it */
                tagId?: string | string[];
                /** @description Only clicks whose linkId is this (AND with the other filters); `(none)` selects clicks where it is unknown. Another team's id answers 404 */
                linkId?: string;
                /** @description Only clicks whose campaignId is this (AND with the other filters); `(none)` selects clicks where it is unknown. Another team's id answers 404 */
                campaignId?: string;
                /** @description Only clicks whose browser is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                browser?: string;
                /** @description Only clicks whose os is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                os?: string;
                /** @description Only clicks whose device is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                device?: string;
                /** @description Only clicks whose country code is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                country?: string;
                /** @description Only clicks whose city is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                city?: string;
                /** @description Only clicks whose referrer is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                referrer?: string;
                /** @description Only clicks whose source is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                source?: string;
                /** @description Only clicks of links on this domain (AND with the other filters): a branded domain's host (its ASCII or Unicode form), or the platform's short domain by its host (as the `domain` ranking names it; clicks logged before branded domains existed count as the platform's) */
                domain?: string;
                /** @description Only clicks the link's targeting rule with this id sent (ids are unique within a link, so combine with `linkId`); `(none)` selects clicks no rule sent */
                ruleId?: string;
                /** @description Only clicks the link's A/B split variant with this id sent (ids are unique within a link, so combine with `linkId`); `(none)` selects clicks no variant sent */
                variantId?: string;
                /** @description `1`: an answer up to an hour old is fine at once (first paint) */
                stale?: "1";
            };
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every panel of the shared analytics */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Analytics"];
                };
            };
            /** @description Bad range, time zone or filter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The share has a password and no valid `X-Share-Access` was sent (unlock it first) */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such shared dashboard */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The shared dashboard was revoked, has expired, or what it shows was deleted */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests from this address */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Still loading the click log: try again in a few seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listSharedVisitors: {
        parameters: {
            query: {
                /** @description First day of the range (YYYY-MM-DD), a calendar day in `tz` */
                from: string;
                /** @description Last day of the range (YYYY-MM-DD), included; at most 400 days after `from` */
                to: string;
                /** @description The viewer's IANA time zone (e.g. Europe/Istanbul): days start at local midnight */
                tz: string;
                /** @description Only clicks of links that carried any of these tags when clicked (AND with the other filters): tag ids, the parameter repeated or ids separated by commas, at most 10. A click records its link's tags at click time, so a tag selects the clicks from when it was put on the link; a deleted tag's id still selects the clicks that recorded it */
                tagId?: string | string[];
                /** @description Only clicks whose linkId is this (AND with the other filters); `(none)` selects clicks where it is unknown. Another team's id answers 404 */
                linkId?: string;
                /** @description Only clicks whose campaignId is this (AND with the other filters); `(none)` selects clicks where it is unknown. Another team's id answers 404 */
                campaignId?: string;
                /** @description Only clicks whose browser is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                browser?: string;
                /** @description Only clicks whose os is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                os?: string;
                /** @description Only clicks whose device is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                device?: string;
                /** @description Only clicks whose country code is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                country?: string;
                /** @description Only clicks whose city is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                city?: string;
                /** @description Only clicks whose referrer is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                referrer?: string;
                /** @description Only clicks whose source is this (AND with the other filters); `(none)` selects clicks where it is unknown */
                source?: string;
                /** @description Only clicks of links on this domain (AND with the other filters): a branded domain's host (its ASCII or Unicode form), or the platform's short domain by its host (as the `domain` ranking names it; clicks logged before branded domains existed count as the platform's) */
                domain?: string;
                /** @description Only clicks the link's targeting rule with this id sent (ids are unique within a link, so combine with `linkId`); `(none)` selects clicks no rule sent */
                ruleId?: string;
                /** @description Only clicks the link's A/B split variant with this id sent (ids are unique within a link, so combine with `linkId`); `(none)` selects clicks no variant sent */
                variantId?: string;
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                limit?: number;
            };
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the visitor log */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitorPage"];
                };
            };
            /** @description Bad range, time zone, filter, page or limit */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The share has a password and no valid `X-Share-Access` was sent (unlock it first) */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The share does not include the visitor log; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such shared dashboard */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The shared dashboard was revoked, has expired, or what it shows was deleted */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests from this address */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Still loading the click log */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alert rules */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertRuleList"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createAlert: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (the IETF httpapi Idempotency-Key draft): a unique value per request, e.g. a UUID, bare or as a structured-field string. The first answer to a key (2xx or 4xx; never a 5xx or a 429, after which a retry runs again) is kept 24 h and answered again to the same request with the key — same status and body, `Idempotent-Replayed: true` — and nothing is done twice. The key with another body or operation answers 422; while its first request is still running, 409 (Retry-After: 1). Keys are the caller's own. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    target: {
                        /** @enum {string} */
                        kind: "link" | "tag" | "campaign";
                        /** @description The link, tag or campaign id */
                        id: string;
                    };
                    condition: {
                        /** @constant */
                        kind: "clicksAbove";
                        clicks: number;
                    } | {
                        /** @constant */
                        kind: "clicksAboveUsual";
                        factor: number;
                    } | {
                        /** @constant */
                        kind: "noClicks";
                        hours: number;
                        usualAbove: number;
                    } | {
                        /** @constant */
                        kind: "conversionDrop";
                        percent: number;
                        hours: number;
                    };
                    /** @description Members' user ids to mail */
                    mailTo?: string[];
                    webhook?: boolean;
                    slackUrl?: string | null;
                    quietHours?: {
                        from: string;
                        to: string;
                        timeZone: string;
                    } | null;
                    cooldownMinutes?: number;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Alert rule added */
            201: {
                headers: {
                    /** @description `true` on an answer replayed for a repeated `Idempotency-Key`: the first request's answer; nothing was done again */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertRule"];
                };
            };
            /** @description Invalid rule, target, recipient or Slack address; or an `Idempotency-Key` that is not 1–255 printable ASCII characters */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not an owner or admin; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The team has 50 rules already; or a request with this `Idempotency-Key` is still being processed (Retry-After: 1) */
            409: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description this `Idempotency-Key` was used with another body or operation */
            422: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alert rule deleted */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not an owner or admin; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such rule of the team */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    target?: {
                        /** @enum {string} */
                        kind: "link" | "tag" | "campaign";
                        /** @description The link, tag or campaign id */
                        id: string;
                    };
                    condition?: {
                        /** @constant */
                        kind: "clicksAbove";
                        clicks: number;
                    } | {
                        /** @constant */
                        kind: "clicksAboveUsual";
                        factor: number;
                    } | {
                        /** @constant */
                        kind: "noClicks";
                        hours: number;
                        usualAbove: number;
                    } | {
                        /** @constant */
                        kind: "conversionDrop";
                        percent: number;
                        hours: number;
                    };
                    /** @description Members' user ids to mail */
                    mailTo?: string[];
                    webhook?: boolean;
                    slackUrl?: string | null;
                    quietHours?: {
                        from: string;
                        to: string;
                        timeZone: string;
                    } | null;
                    cooldownMinutes?: number;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Alert rule updated */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertRule"];
                };
            };
            /** @description Invalid rule, target, recipient or Slack address */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not an owner or admin; or a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie; or in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such rule of the team */
            404: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Body over 10 MB */
            413: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json */
            415: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listAudit: {
        parameters: {
            query?: {
                /** @description Entries by this user or API key id */
                actor?: string;
                /** @description Entries of this action (an operationId such as `updateLink`, or `signIn`, `signInFailed`) */
                action?: string;
                /** @description Entries on this target id, or of this target type (`link`, `member`, …) */
                target?: string;
                /** @description Entries at or after this date or instant (ISO 8601) */
                from?: string;
                /** @description Entries before this date or instant (ISO 8601; a date alone means its start) */
                to?: string;
                /** @description The `nextCursor` of the previous page */
                cursor?: string;
                /** @description Entries per page (1–200, default 50) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of entries */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPage"];
                };
            };
            /** @description A filter or cursor the list does not take */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    exportAudit: {
        parameters: {
            query?: {
                /** @description Entries by this user or API key id */
                actor?: string;
                /** @description Entries of this action (an operationId such as `updateLink`, or `signIn`, `signInFailed`) */
                action?: string;
                /** @description Entries on this target id, or of this target type (`link`, `member`, …) */
                target?: string;
                /** @description Entries at or after this date or instant (ISO 8601) */
                from?: string;
                /** @description Entries before this date or instant (ISO 8601; a date alone means its start) */
                to?: string;
                /** @description csv (the default) */
                format?: "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file (Content-Disposition attachment) */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description A filter or format the export does not take */
            400: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    verifyAudit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the chain holds, and else its first broken entry */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditVerification"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    /** @description `Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests: over the plan's limit (Enterprise: 600 per API key or signed-in user and 3000 per team per 60 s; Restricted: 20 per API key or signed-in user and 30 per team per 60 s). `Retry-After` says when the window ends */
            429: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOpenapi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OpenAPI 3.1 document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenApiDocument"];
                };
            };
            /** @description in AWS, a request that did not come through CloudFront */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    onLinkCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id (`msg_…`), the same on every attempt: deduplicate by it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description `v1,` + base64(HMAC-SHA256(secret bytes, `{webhook-id}.{webhook-timestamp}.{body}`)); the secret is `whsec_` + base64 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkCreatedEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled at once */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with backoff for about a day on 429, 5xx and no answer within 10 s (Retry-After honoured); never on other 4xx */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onLinkUpdated: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id (`msg_…`), the same on every attempt: deduplicate by it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description `v1,` + base64(HMAC-SHA256(secret bytes, `{webhook-id}.{webhook-timestamp}.{body}`)); the secret is `whsec_` + base64 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkUpdatedEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled at once */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with backoff for about a day on 429, 5xx and no answer within 10 s (Retry-After honoured); never on other 4xx */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onLinkDeleted: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id (`msg_…`), the same on every attempt: deduplicate by it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description `v1,` + base64(HMAC-SHA256(secret bytes, `{webhook-id}.{webhook-timestamp}.{body}`)); the secret is `whsec_` + base64 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkDeletedEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled at once */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with backoff for about a day on 429, 5xx and no answer within 10 s (Retry-After honoured); never on other 4xx */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onLinkClicked: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id (`msg_…`), the same on every attempt: deduplicate by it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description `v1,` + base64(HMAC-SHA256(secret bytes, `{webhook-id}.{webhook-timestamp}.{body}`)); the secret is `whsec_` + base64 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkClickedEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled at once */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with backoff for about a day on 429, 5xx and no answer within 10 s (Retry-After honoured); never on other 4xx */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCampaignCompleted: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id (`msg_…`), the same on every attempt: deduplicate by it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description `v1,` + base64(HMAC-SHA256(secret bytes, `{webhook-id}.{webhook-timestamp}.{body}`)); the secret is `whsec_` + base64 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignCompletedEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled at once */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with backoff for about a day on 429, 5xx and no answer within 10 s (Retry-After honoured); never on other 4xx */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onLinkBroken: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id (`msg_…`), the same on every attempt: deduplicate by it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description `v1,` + base64(HMAC-SHA256(secret bytes, `{webhook-id}.{webhook-timestamp}.{body}`)); the secret is `whsec_` + base64 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkBrokenEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled at once */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with backoff for about a day on 429, 5xx and no answer within 10 s (Retry-After honoured); never on other 4xx */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onLinkRecovered: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id (`msg_…`), the same on every attempt: deduplicate by it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description `v1,` + base64(HMAC-SHA256(secret bytes, `{webhook-id}.{webhook-timestamp}.{body}`)); the secret is `whsec_` + base64 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkRecoveredEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled at once */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with backoff for about a day on 429, 5xx and no answer within 10 s (Retry-After honoured); never on other 4xx */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onConversionCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id (`msg_…`), the same on every attempt: deduplicate by it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description `v1,` + base64(HMAC-SHA256(secret bytes, `{webhook-id}.{webhook-timestamp}.{body}`)); the secret is `whsec_` + base64 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConversionCreatedEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled at once */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with backoff for about a day on 429, 5xx and no answer within 10 s (Retry-After honoured); never on other 4xx */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onAlertTriggered: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id (`msg_…`), the same on every attempt: deduplicate by it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description `v1,` + base64(HMAC-SHA256(secret bytes, `{webhook-id}.{webhook-timestamp}.{body}`)); the secret is `whsec_` + base64 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlertTriggeredEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled at once */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with backoff for about a day on 429, 5xx and no answer within 10 s (Retry-After honoured); never on other 4xx */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onModerationFlagged: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id (`msg_…`), the same on every attempt: deduplicate by it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description `v1,` + base64(HMAC-SHA256(secret bytes, `{webhook-id}.{webhook-timestamp}.{body}`)); the secret is `whsec_` + base64 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModerationFlaggedEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled at once */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with backoff for about a day on 429, 5xx and no answer within 10 s (Retry-After honoured); never on other 4xx */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onModerationActioned: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id (`msg_…`), the same on every attempt: deduplicate by it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description `v1,` + base64(HMAC-SHA256(secret bytes, `{webhook-id}.{webhook-timestamp}.{body}`)); the secret is `whsec_` + base64 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModerationActionedEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled at once */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with backoff for about a day on 429, 5xx and no answer within 10 s (Retry-After honoured); never on other 4xx */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onWebhookTest: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id (`msg_…`), the same on every attempt: deduplicate by it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description `v1,` + base64(HMAC-SHA256(secret bytes, `{webhook-id}.{webhook-timestamp}.{body}`)); the secret is `whsec_` + base64 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled at once */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with backoff for about a day on 429, 5xx and no answer within 10 s (Retry-After honoured); never on other 4xx */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
