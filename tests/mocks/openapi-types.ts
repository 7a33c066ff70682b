// Generated from openapi.json by `npm run openapi` (openapi-typescript). Do not edit.

export interface paths {
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with username and password (and a two-factor code when it is on)
         * @description Sign in with username and password (and a two-factor code when it is on). Anyone may call it; it needs no credentials.
         */
        post: operations["auth-login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out: ends the session on the server
         * @description Sign out: ends the session on the server. Anyone may call it; it acts on the session whose cookie is sent, if any.
         */
        post: operations["auth-logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in admin
         * @description The signed-in admin. Needs the session cookie of a signed-in admin or an API token (read or write).
         */
        get: operations["auth-identity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm it is you before sensitive changes: your password, or with two-factor sign-in on a code instead
         * @description Confirm it is you before sensitive changes: your password, or with two-factor sign-in on a code instead. Needs the session cookie of a signed-in admin; API tokens are refused (403), as this call manages sign-in.
         */
        post: operations["auth-confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change your own password with the current one; your other sessions and all your API tokens end
         * @description Change your own password with the current one; your other sessions and all your API tokens end. Needs the session cookie of a signed-in admin; API tokens are refused (403), as this call manages sign-in.
         */
        post: operations["auth-changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Admin items
         * @description List Admin items. Answers one page of items with its `metadata`; `filter`, `sort`, `page` and `limit` choose which. Needs the session cookie of a signed-in admin or an API token (read or write).
         */
        get: operations["admin-list"];
        put?: never;
        /**
         * Create an Admin
         * @description Create an Admin. Needs the session cookie of a signed-in admin; API tokens are refused (403), as this call manages sign-in.
         */
        post: operations["admin-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one Admin
         * @description Get one Admin. Needs the session cookie of a signed-in admin or an API token (read or write).
         */
        get: operations["admin-get"];
        /**
         * Update an Admin
         * @description Update an Admin. Needs the session cookie of a signed-in admin; API tokens are refused (403), as this call manages sign-in.
         */
        put: operations["admin-update"];
        post?: never;
        /**
         * Delete an Admin
         * @description Delete an Admin. Needs the session cookie of a signed-in admin; API tokens are refused (403), as this call manages sign-in.
         */
        delete: operations["admin-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/{id}/2fa": {
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
         * Turn another admin's two-factor sign-in off (they set it up again)
         * @description Turn another admin's two-factor sign-in off (they set it up again). Needs the session cookie of a signed-in admin; API tokens are refused (403), as this call manages sign-in.
         */
        delete: operations["admin-clearTwoFactor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Category items
         * @description List Category items. Answers one page of items with its `metadata`; `filter`, `sort`, `page` and `limit` choose which. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["category-list"];
        put?: never;
        /**
         * Create a Category
         * @description Create a Category. Needs the session cookie of a signed-in admin or a write API token.
         */
        post: operations["category-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one Category
         * @description Get one Category. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["category-get"];
        /**
         * Update a Category
         * @description Update a Category. Needs the session cookie of a signed-in admin or a write API token.
         */
        put: operations["category-update"];
        post?: never;
        /**
         * Delete a Category
         * @description Delete a Category. Needs the session cookie of a signed-in admin or a write API token.
         */
        delete: operations["category-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Certification items
         * @description List Certification items. Answers one page of items with its `metadata`; `filter`, `sort`, `page` and `limit` choose which. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["certification-list"];
        put?: never;
        /**
         * Create a Certification
         * @description Create a Certification. Needs the session cookie of a signed-in admin or a write API token.
         */
        post: operations["certification-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certification/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one Certification
         * @description Get one Certification. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["certification-get"];
        /**
         * Update a Certification
         * @description Update a Certification. Needs the session cookie of a signed-in admin or a write API token.
         */
        put: operations["certification-update"];
        post?: never;
        /**
         * Delete a Certification
         * @description Delete a Certification. Needs the session cookie of a signed-in admin or a write API token.
         */
        delete: operations["certification-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/education": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Education items
         * @description List Education items. Answers one page of items with its `metadata`; `filter`, `sort`, `page` and `limit` choose which. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["education-list"];
        put?: never;
        /**
         * Create an Education
         * @description Create an Education. Needs the session cookie of a signed-in admin or a write API token.
         */
        post: operations["education-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/education/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one Education
         * @description Get one Education. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["education-get"];
        /**
         * Update an Education
         * @description Update an Education. Needs the session cookie of a signed-in admin or a write API token.
         */
        put: operations["education-update"];
        post?: never;
        /**
         * Delete an Education
         * @description Delete an Education. Needs the session cookie of a signed-in admin or a write API token.
         */
        delete: operations["education-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/experience": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Experience items
         * @description List Experience items. Answers one page of items with its `metadata`; `filter`, `sort`, `page` and `limit` choose which. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["experience-list"];
        put?: never;
        /**
         * Create an Experience
         * @description Create an Experience. Needs the session cookie of a signed-in admin or a write API token.
         */
        post: operations["experience-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/experience/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one Experience
         * @description Get one Experience. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["experience-get"];
        /**
         * Update an Experience
         * @description Update an Experience. Needs the session cookie of a signed-in admin or a write API token.
         */
        put: operations["experience-update"];
        post?: never;
        /**
         * Delete an Experience
         * @description Delete an Experience. Needs the session cookie of a signed-in admin or a write API token.
         */
        delete: operations["experience-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/expertise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Expertise items
         * @description List Expertise items. Answers one page of items with its `metadata`; `filter`, `sort`, `page` and `limit` choose which. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["expertise-list"];
        put?: never;
        /**
         * Create an Expertise
         * @description Create an Expertise. Needs the session cookie of a signed-in admin or a write API token.
         */
        post: operations["expertise-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/expertise/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one Expertise
         * @description Get one Expertise. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["expertise-get"];
        /**
         * Update an Expertise
         * @description Update an Expertise. Needs the session cookie of a signed-in admin or a write API token.
         */
        put: operations["expertise-update"];
        post?: never;
        /**
         * Delete an Expertise
         * @description Delete an Expertise. Needs the session cookie of a signed-in admin or a write API token.
         */
        delete: operations["expertise-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List messages
         * @description List messages. Answers one page of items with its `metadata`; `filter`, `sort`, `page` and `limit` choose which. Needs the session cookie of a signed-in admin or an API token (read or write).
         */
        get: operations["message-list"];
        put?: never;
        /**
         * Send a message from the contact form
         * @description Send a message from the contact form. Anyone may call it; it needs no credentials.
         */
        post: operations["message-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one message
         * @description Get one message. Needs the session cookie of a signed-in admin or an API token (read or write).
         */
        get: operations["message-get"];
        /**
         * Update a message
         * @description Update a message. Needs the session cookie of a signed-in admin or a write API token.
         */
        put: operations["message-update"];
        post?: never;
        /**
         * Delete a message
         * @description Delete a message. Needs the session cookie of a signed-in admin or a write API token.
         */
        delete: operations["message-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a message as read
         * @description Mark a message as read. Needs the session cookie of a signed-in admin or a write API token.
         */
        put: operations["message-markRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message/{id}/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a message as unread again
         * @description Mark a message as unread again. Needs the session cookie of a signed-in admin or a write API token.
         */
        put: operations["message-markUnread"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to a message by mail
         * @description Reply to a message by mail. Needs the session cookie of a signed-in admin or a write API token.
         */
        post: operations["message-reply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the server sends mail (notices of new messages, replies)
         * @description Whether the server sends mail (notices of new messages, replies). Needs the session cookie of a signed-in admin or an API token (read or write).
         */
        get: operations["message-mailStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Project items
         * @description List Project items. Answers one page of items with its `metadata`; `filter`, `sort`, `page` and `limit` choose which. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["project-list"];
        put?: never;
        /**
         * Create a Project
         * @description Create a Project. Needs the session cookie of a signed-in admin or a write API token.
         */
        post: operations["project-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one Project
         * @description Get one Project. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["project-get"];
        /**
         * Update a Project
         * @description Update a Project. Needs the session cookie of a signed-in admin or a write API token.
         */
        put: operations["project-update"];
        post?: never;
        /**
         * Delete a Project
         * @description Delete a Project. Needs the session cookie of a signed-in admin or a write API token.
         */
        delete: operations["project-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/skill": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Skill items
         * @description List Skill items. Answers one page of items with its `metadata`; `filter`, `sort`, `page` and `limit` choose which. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["skill-list"];
        put?: never;
        /**
         * Create a Skill
         * @description Create a Skill. Needs the session cookie of a signed-in admin or a write API token.
         */
        post: operations["skill-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/skill/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one Skill
         * @description Get one Skill. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["skill-get"];
        /**
         * Update a Skill
         * @description Update a Skill. Needs the session cookie of a signed-in admin or a write API token.
         */
        put: operations["skill-update"];
        post?: never;
        /**
         * Delete a Skill
         * @description Delete a Skill. Needs the session cookie of a signed-in admin or a write API token.
         */
        delete: operations["skill-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/skillset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Skillset items
         * @description List Skillset items. Answers one page of items with its `metadata`; `filter`, `sort`, `page` and `limit` choose which. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["skillset-list"];
        put?: never;
        /**
         * Create a Skillset
         * @description Create a Skillset. Needs the session cookie of a signed-in admin or a write API token.
         */
        post: operations["skillset-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/skillset/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one Skillset
         * @description Get one Skillset. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["skillset-get"];
        /**
         * Update a Skillset
         * @description Update a Skillset. Needs the session cookie of a signed-in admin or a write API token.
         */
        put: operations["skillset-update"];
        post?: never;
        /**
         * Delete a Skillset
         * @description Delete a Skillset. Needs the session cookie of a signed-in admin or a write API token.
         */
        delete: operations["skillset-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tool": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Tool items
         * @description List Tool items. Answers one page of items with its `metadata`; `filter`, `sort`, `page` and `limit` choose which. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["tool-list"];
        put?: never;
        /**
         * Create a Tool
         * @description Create a Tool. Needs the session cookie of a signed-in admin or a write API token.
         */
        post: operations["tool-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tool/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one Tool
         * @description Get one Tool. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["tool-get"];
        /**
         * Update a Tool
         * @description Update a Tool. Needs the session cookie of a signed-in admin or a write API token.
         */
        put: operations["tool-update"];
        post?: never;
        /**
         * Delete a Tool
         * @description Delete a Tool. Needs the session cookie of a signed-in admin or a write API token.
         */
        delete: operations["tool-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Publication items
         * @description List Publication items. Answers one page of items with its `metadata`; `filter`, `sort`, `page` and `limit` choose which. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["publication-list"];
        put?: never;
        /**
         * Create a Publication
         * @description Create a Publication. Needs the session cookie of a signed-in admin or a write API token.
         */
        post: operations["publication-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publication/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one Publication
         * @description Get one Publication. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["publication-get"];
        /**
         * Update a Publication
         * @description Update a Publication. Needs the session cookie of a signed-in admin or a write API token.
         */
        put: operations["publication-update"];
        post?: never;
        /**
         * Delete a Publication
         * @description Delete a Publication. Needs the session cookie of a signed-in admin or a write API token.
         */
        delete: operations["publication-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/award": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Award items
         * @description List Award items. Answers one page of items with its `metadata`; `filter`, `sort`, `page` and `limit` choose which. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["award-list"];
        put?: never;
        /**
         * Create an Award
         * @description Create an Award. Needs the session cookie of a signed-in admin or a write API token.
         */
        post: operations["award-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/award/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one Award
         * @description Get one Award. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["award-get"];
        /**
         * Update an Award
         * @description Update an Award. Needs the session cookie of a signed-in admin or a write API token.
         */
        put: operations["award-update"];
        post?: never;
        /**
         * Delete an Award
         * @description Delete an Award. Needs the session cookie of a signed-in admin or a write API token.
         */
        delete: operations["award-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/volunteering": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Volunteering items
         * @description List Volunteering items. Answers one page of items with its `metadata`; `filter`, `sort`, `page` and `limit` choose which. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["volunteering-list"];
        put?: never;
        /**
         * Create a Volunteering
         * @description Create a Volunteering. Needs the session cookie of a signed-in admin or a write API token.
         */
        post: operations["volunteering-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/volunteering/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one Volunteering
         * @description Get one Volunteering. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["volunteering-get"];
        /**
         * Update a Volunteering
         * @description Update a Volunteering. Needs the session cookie of a signed-in admin or a write API token.
         */
        put: operations["volunteering-update"];
        post?: never;
        /**
         * Delete a Volunteering
         * @description Delete a Volunteering. Needs the session cookie of a signed-in admin or a write API token.
         */
        delete: operations["volunteering-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Language items
         * @description List Language items. Answers one page of items with its `metadata`; `filter`, `sort`, `page` and `limit` choose which. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["language-list"];
        put?: never;
        /**
         * Create a Language
         * @description Create a Language. Needs the session cookie of a signed-in admin or a write API token.
         */
        post: operations["language-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/language/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one Language
         * @description Get one Language. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["language-get"];
        /**
         * Update a Language
         * @description Update a Language. Needs the session cookie of a signed-in admin or a write API token.
         */
        put: operations["language-update"];
        post?: never;
        /**
         * Delete a Language
         * @description Delete a Language. Needs the session cookie of a signed-in admin or a write API token.
         */
        delete: operations["language-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/interest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Interest items
         * @description List Interest items. Answers one page of items with its `metadata`; `filter`, `sort`, `page` and `limit` choose which. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["interest-list"];
        put?: never;
        /**
         * Create an Interest
         * @description Create an Interest. Needs the session cookie of a signed-in admin or a write API token.
         */
        post: operations["interest-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/interest/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one Interest
         * @description Get one Interest. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["interest-get"];
        /**
         * Update an Interest
         * @description Update an Interest. Needs the session cookie of a signed-in admin or a write API token.
         */
        put: operations["interest-update"];
        post?: never;
        /**
         * Delete an Interest
         * @description Delete an Interest. Needs the session cookie of a signed-in admin or a write API token.
         */
        delete: operations["interest-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Reference items
         * @description List Reference items. Answers one page of items with its `metadata`; `filter`, `sort`, `page` and `limit` choose which. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["reference-list"];
        put?: never;
        /**
         * Create a Reference
         * @description Create a Reference. Needs the session cookie of a signed-in admin or a write API token.
         */
        post: operations["reference-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reference/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one Reference
         * @description Get one Reference. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["reference-get"];
        /**
         * Update a Reference
         * @description Update a Reference. Needs the session cookie of a signed-in admin or a write API token.
         */
        put: operations["reference-update"];
        post?: never;
        /**
         * Delete a Reference
         * @description Delete a Reference. Needs the session cookie of a signed-in admin or a write API token.
         */
        delete: operations["reference-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/variable/environment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public settings of the site, with typed values
         * @description The public settings of the site, with typed values. Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.
         */
        get: operations["variable-environment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/variable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List variables
         * @description List variables. Answers one page of items with its `metadata`; `filter`, `sort`, `page` and `limit` choose which. Needs the session cookie of a signed-in admin or an API token (read or write).
         */
        get: operations["variable-list"];
        put?: never;
        /**
         * Create a variable
         * @description Create a variable. Needs the session cookie of a signed-in admin or a write API token.
         */
        post: operations["variable-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/variable/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one variable
         * @description Get one variable. Needs the session cookie of a signed-in admin or an API token (read or write).
         */
        get: operations["variable-get"];
        /**
         * Update a variable
         * @description Update a variable. Needs the session cookie of a signed-in admin or a write API token.
         */
        put: operations["variable-update"];
        post?: never;
        /**
         * Delete a variable
         * @description Delete a variable. Needs the session cookie of a signed-in admin or a write API token.
         */
        delete: operations["variable-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List media
         * @description List media. Answers one page of items with its `metadata`; `filter`, `sort`, `page` and `limit` choose which. Needs the session cookie of a signed-in admin or an API token (read or write).
         */
        get: operations["media-list"];
        put?: never;
        /**
         * Upload a media file
         * @description multipart/form-data. `name` defaults to a slug of the file name and must be unique. A file over MAX_UPLOAD_MB (25 MB by default) answers 413, and so do more than 20 text fields or more than 64 KB of them, each with its own message.
         */
        post: operations["media-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one media item
         * @description Get one media item. Needs the session cookie of a signed-in admin or an API token (read or write).
         */
        get: operations["media-get"];
        /**
         * Replace a media file or change its privacy
         * @description multipart/form-data. Both parts are optional: a new `file` replaces the stored one (the name stays), `private` changes who may download it.
         */
        put: operations["media-update"];
        post?: never;
        /**
         * Delete a media item and its file
         * @description Delete a media item and its file. Needs the session cookie of a signed-in admin or a write API token.
         */
        delete: operations["media-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Visits per day
         * @description Visits per day. Needs the session cookie of a signed-in admin or an API token (read or write).
         */
        get: operations["analytics-visits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/cv-downloads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * CV downloads per day
         * @description CV downloads per day. Needs the session cookie of a signed-in admin or an API token (read or write).
         */
        get: operations["analytics-cvDownloads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/project-views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Project views per day, most viewed first
         * @description Project views per day, most viewed first. Needs the session cookie of a signed-in admin or an API token (read or write).
         */
        get: operations["analytics-projectViews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export all content as JSON (the CV as JSON Resume)
         * @description Export all content as JSON (the CV as JSON Resume). Needs the session cookie of a signed-in admin or an API token (read or write).
         */
        get: operations["export-content"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether your two-factor sign-in is on
         * @description Whether your two-factor sign-in is on. Needs the session cookie of a signed-in admin or an API token (read or write).
         */
        get: operations["twoFactor-status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/2fa/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new TOTP secret to scan (otpauth URL and an SVG QR code); nothing changes until enable confirms it
         * @description A new TOTP secret to scan (otpauth URL and an SVG QR code); nothing changes until enable confirms it. Needs the session cookie of a signed-in admin; API tokens are refused (403), as this call manages sign-in.
         */
        post: operations["twoFactor-setup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/2fa/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-factor sign-in on with a code; answers ten one-time recovery codes, once
         * @description Turn two-factor sign-in on with a code; answers ten one-time recovery codes, once. Needs the session cookie of a signed-in admin; API tokens are refused (403), as this call manages sign-in.
         */
        post: operations["twoFactor-enable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/2fa/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-factor sign-in off, with your password and a code (or a recovery code)
         * @description Turn two-factor sign-in off, with your password and a code (or a recovery code). Needs the session cookie of a signed-in admin; API tokens are refused (403), as this call manages sign-in.
         */
        post: operations["twoFactor-disable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the signed-in admin's sessions (current marks the one making this call)
         * @description List the signed-in admin's sessions (current marks the one making this call). Answers one page of items with its `metadata`; `filter`, `sort`, `page` and `limit` choose which. Needs the session cookie of a signed-in admin or an API token (read or write).
         */
        get: operations["session-list"];
        put?: never;
        post?: never;
        /**
         * End every session of yours but the one making this call
         * @description End every session of yours but the one making this call. Needs the session cookie of a signed-in admin; API tokens are refused (403), as this call manages sign-in.
         */
        delete: operations["session-endOthers"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/{id}": {
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
         * End one of your sessions (sign it out); ending the one in use is a sign-out and needs no confirmation
         * @description End one of your sessions (sign it out); ending the one in use is a sign-out and needs no confirmation. Needs the session cookie of a signed-in admin; API tokens are refused (403), as this call manages sign-in.
         */
        delete: operations["session-end"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your API tokens (never their secrets)
         * @description List your API tokens (never their secrets). Answers one page of items with its `metadata`; `filter`, `sort`, `page` and `limit` choose which. Needs the session cookie of a signed-in admin or an API token (read or write).
         */
        get: operations["token-list"];
        put?: never;
        /**
         * Create an API token; its secret is in this answer only
         * @description Create an API token; its secret is in this answer only. Needs the session cookie of a signed-in admin; API tokens are refused (403), as this call manages sign-in.
         */
        post: operations["token-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token/{id}": {
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
         * Revoke an API token at once
         * @description Revoke an API token at once. Needs the session cookie of a signed-in admin; API tokens are refused (403), as this call manages sign-in.
         */
        delete: operations["token-revoke"];
        options?: never;
        head?: never;
        patch?: never;
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
         * The activity trail, newest first: sign-ins (and failed ones), sign-outs, two-factor changes and every admin write with the fields it changed
         * @description The activity trail, newest first: sign-ins (and failed ones), sign-outs, two-factor changes and every admin write with the fields it changed. Needs the session cookie of a signed-in admin or an API token (read or write).
         */
        get: operations["audit-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/{type}/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a media file
         * @description Streams the file with its content type. Public files need no session; private ones are served to signed-in admins only and are a 404 for anyone else.
         */
        get: operations["media-file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/{type}/{name}/{variant}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a smaller copy of an image
         * @description A raster image (JPEG, PNG, WebP, AVIF, GIF's first frame) is also stored as AVIF and WebP at the widths its `variants` list (480, 960 and 1600 pixels, never wider than the original, plus its own width when narrower than 1600), without metadata, made in the background after the upload. Served like the file itself: the same privacy, ETag, ranges and caching. A width or format the image has no copy at (yet) is a 404: the `variants` of the media item are the ones that exist.
         */
        get: operations["media-variant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import/json-resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a CV in the JSON Resume schema
         * @description Creates experiences (`work`), volunteering, education, certifications (`certificates`), publications, awards, skillsets with their skills (`skills`), projects (with their categories), languages, interests, references and the owner's variables (`basics`: name, label as title, email, summary as about, image, url, and the GitHub, LinkedIn and Instagram profiles). An item whose natural key the site already has (experience: company, position and start; volunteering: organization and position and startDate; education: institution, title and start; certificate: name and issuer; publication, skillset, project, interest and reference: name; award: title and awarder; skill: name within its skillset; language: language) updates that row where the document says something else, so a second import creates nothing. Partial dates: a start is the first day of its year or month, an end the last. Everything is written in one transaction: any item breaking the site's rules answers 400 with the paths of the problems and writes nothing. With `dryRun=true` nothing is written either way and the answer says what would be created, updated, left unchanged and skipped (with the reason). Body up to 5 MB, with at most 500 items in a section (the entries of `work`, `volunteer`, `education`, `certificates`, `publications`, `awards`, `projects`, `languages`, `interests`, `references`, `basics.profiles` and each skipped section; for `skills` its groups and their keywords together) and 1000 in all: a file over either limit answers 413 naming it, before anything is read or written.
         */
        post: operations["import-json-resume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description A JSON Resume document (v1.0.0), such as GET /api/export answers. Fields this site does not keep are reported as skipped.
         * @example {
         *       "basics": {
         *         "name": "Example name",
         *         "label": "Example label",
         *         "image": "https://example.com/",
         *         "email": "ada@example.com",
         *         "phone": "Example phone",
         *         "url": "https://example.com/",
         *         "summary": "Example summary",
         *         "location": {},
         *         "profiles": [
         *           {
         *             "network": "Example network",
         *             "username": "Example username",
         *             "url": "https://example.com/"
         *           }
         *         ]
         *       },
         *       "work": [
         *         {
         *           "name": "Example name",
         *           "location": "Example location",
         *           "description": "Example description",
         *           "position": "Example position",
         *           "url": "https://example.com/",
         *           "startDate": "2024-05",
         *           "endDate": "2024-05",
         *           "summary": "Example summary",
         *           "highlights": [
         *             "Example highlights"
         *           ],
         *           "keywords": [
         *             "Example keywords"
         *           ]
         *         }
         *       ],
         *       "volunteer": [
         *         {
         *           "organization": "Example organization",
         *           "position": "Example position",
         *           "url": "https://example.com/",
         *           "startDate": "2024-05",
         *           "endDate": "2024-05",
         *           "summary": "Example summary",
         *           "highlights": [
         *             "Example highlights"
         *           ]
         *         }
         *       ],
         *       "education": [
         *         {
         *           "institution": "Example institution",
         *           "url": "https://example.com/",
         *           "area": "Example area",
         *           "studyType": "Example studyType",
         *           "startDate": "2024-05",
         *           "endDate": "2024-05",
         *           "score": "Example score",
         *           "courses": [
         *             "Example courses"
         *           ]
         *         }
         *       ],
         *       "certificates": [
         *         {
         *           "name": "Example name",
         *           "date": "2024-05",
         *           "url": "https://example.com/",
         *           "issuer": "Example issuer"
         *         }
         *       ],
         *       "publications": [
         *         {
         *           "name": "Example name",
         *           "publisher": "Example publisher",
         *           "releaseDate": "2024-05",
         *           "url": "https://example.com/",
         *           "summary": "Example summary"
         *         }
         *       ],
         *       "awards": [
         *         {
         *           "title": "Example title",
         *           "awarder": "Example awarder",
         *           "date": "2024-05",
         *           "summary": "Example summary"
         *         }
         *       ],
         *       "skills": [
         *         {
         *           "name": "Example name",
         *           "level": "Example level",
         *           "keywords": [
         *             "Example keywords"
         *           ]
         *         }
         *       ],
         *       "projects": [
         *         {
         *           "name": "Example name",
         *           "description": "Example description",
         *           "highlights": [
         *             "Example highlights"
         *           ],
         *           "keywords": [
         *             "Example keywords"
         *           ],
         *           "startDate": "2024-05",
         *           "endDate": "2024-05",
         *           "url": "https://example.com/",
         *           "roles": [
         *             "Example roles"
         *           ],
         *           "entity": "Example entity",
         *           "type": "Example type"
         *         }
         *       ],
         *       "languages": [
         *         {
         *           "language": "Example language",
         *           "fluency": "Example fluency"
         *         }
         *       ],
         *       "interests": [
         *         {
         *           "name": "Example name",
         *           "keywords": [
         *             "Example keywords"
         *           ]
         *         }
         *       ],
         *       "references": [
         *         {
         *           "name": "Example name",
         *           "reference": "Example reference"
         *         }
         *       ]
         *     }
         */
        JsonResume: {
            basics?: {
                name?: string;
                label?: string;
                image?: string;
                email?: string;
                phone?: string;
                url?: string;
                summary?: string;
                location?: {
                    [key: string]: unknown;
                };
                profiles?: ({
                    network?: string;
                    username?: string;
                    url?: string;
                } & {
                    [key: string]: unknown;
                })[];
            } & {
                [key: string]: unknown;
            };
            work?: ({
                name?: string;
                location?: string;
                description?: string;
                position?: string;
                url?: string;
                /** @example 2024-05 */
                startDate?: string;
                /** @example 2024-05 */
                endDate?: string;
                summary?: string;
                highlights?: string[];
                keywords?: string[];
            } & {
                [key: string]: unknown;
            })[];
            volunteer?: ({
                organization?: string;
                position?: string;
                url?: string;
                /** @example 2024-05 */
                startDate?: string;
                /** @example 2024-05 */
                endDate?: string;
                summary?: string;
                highlights?: string[];
            } & {
                [key: string]: unknown;
            })[];
            education?: ({
                institution?: string;
                url?: string;
                area?: string;
                studyType?: string;
                /** @example 2024-05 */
                startDate?: string;
                /** @example 2024-05 */
                endDate?: string;
                score?: string;
                courses?: string[];
            } & {
                [key: string]: unknown;
            })[];
            certificates?: ({
                name?: string;
                /** @example 2024-05 */
                date?: string;
                url?: string;
                issuer?: string;
            } & {
                [key: string]: unknown;
            })[];
            publications?: ({
                name?: string;
                publisher?: string;
                /** @example 2024-05 */
                releaseDate?: string;
                url?: string;
                summary?: string;
            } & {
                [key: string]: unknown;
            })[];
            awards?: ({
                title?: string;
                awarder?: string;
                /** @example 2024-05 */
                date?: string;
                summary?: string;
            } & {
                [key: string]: unknown;
            })[];
            skills?: ({
                name?: string;
                level?: string;
                keywords?: string[];
            } & {
                [key: string]: unknown;
            })[];
            projects?: ({
                name?: string;
                description?: string;
                highlights?: string[];
                keywords?: string[];
                /** @example 2024-05 */
                startDate?: string;
                /** @example 2024-05 */
                endDate?: string;
                url?: string;
                roles?: string[];
                entity?: string;
                type?: string;
            } & {
                [key: string]: unknown;
            })[];
            languages?: ({
                language?: string;
                fluency?: string;
            } & {
                [key: string]: unknown;
            })[];
            interests?: ({
                name?: string;
                keywords?: string[];
            } & {
                [key: string]: unknown;
            })[];
            references?: ({
                name?: string;
                reference?: string;
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /**
         * @example {
         *       "statusCode": 0
         *     }
         */
        StatusReply: {
            /**
             * @description 0: the call succeeded
             * @constant
             */
            statusCode: 0;
        };
        /**
         * @example {
         *       "adminId": 1,
         *       "username": "Example username",
         *       "active": false
         *     }
         */
        Identity: {
            adminId: number;
            username: string;
            active: boolean;
        };
        /**
         * @example {
         *       "statusCode": 0,
         *       "confirmedUntil": "Example confirmedUntil"
         *     }
         */
        ConfirmReply: {
            /**
             * @description 0: the call succeeded
             * @constant
             */
            statusCode: 0;
            /** @description ISO-8601 timestamp: sensitive changes need no new confirmation until then */
            confirmedUntil: string;
        };
        /**
         * @example {
         *       "adminId": 1,
         *       "username": "Example username",
         *       "active": false
         *     }
         */
        Admin: {
            adminId: number;
            username: string;
            active: boolean;
        };
        /**
         * @example {
         *       "categoryId": 1,
         *       "name": "Example name",
         *       "createdAt": "2026-11-29T03:12:45.123Z",
         *       "updatedAt": "2026-11-29T03:12:45.123Z"
         *     }
         */
        Category: {
            categoryId: number;
            name: string;
            /**
             * Format: date-time
             * @description When the item was created: ISO 8601 in UTC with milliseconds. Never changes.
             * @example 2026-11-29T03:12:45.123Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the item last changed (its creation until then): ISO 8601 in UTC with milliseconds. The item's ETag is this value in double quotes; lists take it as `updatedSince` and sort by it.
             * @example 2026-11-29T03:12:45.123Z
             */
            updatedAt: string;
        };
        /**
         * @example {
         *       "certificationId": 1,
         *       "name": "Example name",
         *       "issuer": "Example issuer",
         *       "issuedAt": "2024-05-31",
         *       "expiresAt": "2024-05-31",
         *       "certificationNumber": null,
         *       "link": null,
         *       "createdAt": "2026-11-29T03:12:45.123Z",
         *       "updatedAt": "2026-11-29T03:12:45.123Z"
         *     }
         */
        Certification: {
            certificationId: number;
            name: string;
            issuer: string;
            /** Format: date */
            issuedAt: string;
            expiresAt: string | null;
            certificationNumber: string | null;
            link: string | null;
            /**
             * Format: date-time
             * @description When the item was created: ISO 8601 in UTC with milliseconds. Never changes.
             * @example 2026-11-29T03:12:45.123Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the item last changed (its creation until then): ISO 8601 in UTC with milliseconds. The item's ETag is this value in double quotes; lists take it as `updatedSince` and sort by it.
             * @example 2026-11-29T03:12:45.123Z
             */
            updatedAt: string;
        };
        /**
         * @example {
         *       "educationId": 1,
         *       "school": "Example school",
         *       "location": "Example location",
         *       "title": "Example title",
         *       "startAt": "2024-05-31",
         *       "endAt": "2024-05-31",
         *       "gpa": 1,
         *       "hidden": false,
         *       "createdAt": "2026-11-29T03:12:45.123Z",
         *       "updatedAt": "2026-11-29T03:12:45.123Z"
         *     }
         */
        Education: {
            educationId: number;
            school: string;
            location: string;
            title: string;
            /** Format: date */
            startAt: string;
            endAt: string | null;
            gpa: number;
            hidden: boolean;
            /**
             * Format: date-time
             * @description When the item was created: ISO 8601 in UTC with milliseconds. Never changes.
             * @example 2026-11-29T03:12:45.123Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the item last changed (its creation until then): ISO 8601 in UTC with milliseconds. The item's ETag is this value in double quotes; lists take it as `updatedSince` and sort by it.
             * @example 2026-11-29T03:12:45.123Z
             */
            updatedAt: string;
        };
        /**
         * @example {
         *       "experienceId": 1,
         *       "company": "Example company",
         *       "title": "Example title",
         *       "location": "Example location",
         *       "cover": "https://example.com/",
         *       "startAt": "2024-05-31",
         *       "endAt": "2024-05-31",
         *       "type": "full_time",
         *       "description": "Example description",
         *       "hidden": false,
         *       "tools": [
         *         {
         *           "toolId": 1,
         *           "name": "Example name",
         *           "icon": "https://example.com/",
         *           "link": "https://example.com/",
         *           "createdAt": "2026-11-29T03:12:45.123Z",
         *           "updatedAt": "2026-11-29T03:12:45.123Z"
         *         }
         *       ],
         *       "createdAt": "2026-11-29T03:12:45.123Z",
         *       "updatedAt": "2026-11-29T03:12:45.123Z"
         *     }
         */
        Experience: {
            experienceId: number;
            company: string;
            title: string;
            location: string;
            cover: string;
            /** Format: date */
            startAt: string;
            endAt: string | null;
            /** @enum {string} */
            type: "full_time" | "part_time" | "internship" | "freelance";
            description: string;
            hidden: boolean;
            tools: components["schemas"]["Tool"][];
            /**
             * Format: date-time
             * @description When the item was created: ISO 8601 in UTC with milliseconds. Never changes.
             * @example 2026-11-29T03:12:45.123Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the item last changed (its creation until then): ISO 8601 in UTC with milliseconds. The item's ETag is this value in double quotes; lists take it as `updatedSince` and sort by it.
             * @example 2026-11-29T03:12:45.123Z
             */
            updatedAt: string;
        };
        /**
         * @example {
         *       "toolId": 1,
         *       "name": "Example name",
         *       "icon": "https://example.com/",
         *       "link": "https://example.com/",
         *       "createdAt": "2026-11-29T03:12:45.123Z",
         *       "updatedAt": "2026-11-29T03:12:45.123Z"
         *     }
         */
        Tool: {
            toolId: number;
            name: string;
            icon: string;
            link: string;
            /**
             * Format: date-time
             * @description When the item was created: ISO 8601 in UTC with milliseconds. Never changes.
             * @example 2026-11-29T03:12:45.123Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the item last changed (its creation until then): ISO 8601 in UTC with milliseconds. The item's ETag is this value in double quotes; lists take it as `updatedSince` and sort by it.
             * @example 2026-11-29T03:12:45.123Z
             */
            updatedAt: string;
        };
        /**
         * @example {
         *       "expertiseId": 1,
         *       "icon": "https://example.com/",
         *       "name": "Example name",
         *       "description": "Example description",
         *       "createdAt": "2026-11-29T03:12:45.123Z",
         *       "updatedAt": "2026-11-29T03:12:45.123Z"
         *     }
         */
        Expertise: {
            expertiseId: number;
            icon: string;
            name: string;
            description: string;
            /**
             * Format: date-time
             * @description When the item was created: ISO 8601 in UTC with milliseconds. Never changes.
             * @example 2026-11-29T03:12:45.123Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the item last changed (its creation until then): ISO 8601 in UTC with milliseconds. The item's ETag is this value in double quotes; lists take it as `updatedSince` and sort by it.
             * @example 2026-11-29T03:12:45.123Z
             */
            updatedAt: string;
        };
        /**
         * @example {
         *       "messageId": 1,
         *       "name": "Example name",
         *       "email": "ada@example.com",
         *       "message": "Example message",
         *       "read": false,
         *       "notification": {
         *         "status": "pending",
         *         "attempts": 1,
         *         "at": "2024-05-31T09:30:00.000Z",
         *         "nextAttemptAt": null
         *       },
         *       "replies": [
         *         {
         *           "replyId": 1,
         *           "text": "Example text",
         *           "sentAt": "2024-05-31T09:30:00.000Z",
         *           "username": "Example username"
         *         }
         *       ],
         *       "createdAt": "2026-11-29T03:12:45.123Z",
         *       "updatedAt": "2026-11-29T03:12:45.123Z"
         *     }
         */
        InboxMessage: {
            messageId: number;
            name: string;
            email: string;
            message: string;
            read: boolean;
            notification: components["schemas"]["MessageNotification"] | null;
            replies: components["schemas"]["MessageReply"][];
            /**
             * Format: date-time
             * @description When the item was created: ISO 8601 in UTC with milliseconds. Never changes.
             * @example 2026-11-29T03:12:45.123Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the item last changed (its creation until then): ISO 8601 in UTC with milliseconds. The item's ETag is this value in double quotes; lists take it as `updatedSince` and sort by it.
             * @example 2026-11-29T03:12:45.123Z
             */
            updatedAt: string;
        };
        /**
         * @example {
         *       "status": "pending",
         *       "attempts": 1,
         *       "at": "2024-05-31T09:30:00.000Z",
         *       "nextAttemptAt": null
         *     }
         */
        MessageNotification: {
            /**
             * @description pending: waiting to be sent or to be tried again; sent: the SMTP server accepted it; failed: given up after the last try
             * @enum {string}
             */
            status: "pending" | "sent" | "failed";
            /** @description Tries so far */
            attempts: number;
            /**
             * Format: date-time
             * @description sent: when the SMTP server accepted it; failed: when it was given up; pending: when it was queued
             */
            at: string;
            /**
             * Format: date-time
             * @description pending: when it is tried (again); null otherwise
             */
            nextAttemptAt: string | null;
        };
        /**
         * @example {
         *       "replyId": 1,
         *       "text": "Example text",
         *       "sentAt": "2024-05-31T09:30:00.000Z",
         *       "username": "Example username"
         *     }
         */
        MessageReply: {
            replyId: number;
            text: string;
            /** Format: date-time */
            sentAt: string;
            /** @description The admin who sent it */
            username: string;
        };
        /**
         * @example {
         *       "messageId": 1,
         *       "name": "Example name",
         *       "email": "ada@example.com",
         *       "message": "Example message",
         *       "read": false,
         *       "createdAt": "2026-11-29T03:12:45.123Z",
         *       "updatedAt": "2026-11-29T03:12:45.123Z"
         *     }
         */
        Message: {
            messageId: number;
            name: string;
            email: string;
            message: string;
            read: boolean;
            /**
             * Format: date-time
             * @description When the item was created: ISO 8601 in UTC with milliseconds. Never changes.
             * @example 2026-11-29T03:12:45.123Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the item last changed (its creation until then): ISO 8601 in UTC with milliseconds. The item's ETag is this value in double quotes; lists take it as `updatedSince` and sort by it.
             * @example 2026-11-29T03:12:45.123Z
             */
            updatedAt: string;
        };
        /**
         * @example {
         *       "enabled": false,
         *       "from": null
         *     }
         */
        MailStatus: {
            enabled: boolean;
            /** @description MAIL_FROM, or null when mail is off */
            from: string | null;
        };
        /**
         * @example {
         *       "projectId": 1,
         *       "categoryId": 1,
         *       "category": {
         *         "categoryId": 1,
         *         "name": "Example name"
         *       },
         *       "name": "Example name",
         *       "publishedAt": "2024-05-31",
         *       "cover": "https://example.com/",
         *       "description": "Example description",
         *       "content": "Example content",
         *       "pinned": false,
         *       "hidden": false,
         *       "tools": [
         *         {
         *           "toolId": 1,
         *           "name": "Example name",
         *           "icon": "https://example.com/",
         *           "link": "https://example.com/",
         *           "createdAt": "2026-11-29T03:12:45.123Z",
         *           "updatedAt": "2026-11-29T03:12:45.123Z"
         *         }
         *       ],
         *       "createdAt": "2026-11-29T03:12:45.123Z",
         *       "updatedAt": "2026-11-29T03:12:45.123Z"
         *     }
         */
        Project: {
            projectId: number;
            categoryId: number;
            category: {
                categoryId: number;
                name: string;
            };
            name: string;
            /** Format: date */
            publishedAt: string;
            cover: string;
            description: string;
            /** @description Markdown */
            content: string;
            pinned: boolean;
            hidden: boolean;
            tools: components["schemas"]["Tool"][];
            /**
             * Format: date-time
             * @description When the item was created: ISO 8601 in UTC with milliseconds. Never changes.
             * @example 2026-11-29T03:12:45.123Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the item last changed (its creation until then): ISO 8601 in UTC with milliseconds. The item's ETag is this value in double quotes; lists take it as `updatedSince` and sort by it.
             * @example 2026-11-29T03:12:45.123Z
             */
            updatedAt: string;
        };
        /**
         * @example {
         *       "skillId": 1,
         *       "skillsetId": 1,
         *       "skillset": {
         *         "skillsetId": 1,
         *         "name": "Example name"
         *       },
         *       "name": "Example name",
         *       "order": 1,
         *       "createdAt": "2026-11-29T03:12:45.123Z",
         *       "updatedAt": "2026-11-29T03:12:45.123Z"
         *     }
         */
        Skill: {
            skillId: number;
            skillsetId: number;
            skillset: {
                skillsetId: number;
                name: string;
            };
            name: string;
            order: number;
            /**
             * Format: date-time
             * @description When the item was created: ISO 8601 in UTC with milliseconds. Never changes.
             * @example 2026-11-29T03:12:45.123Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the item last changed (its creation until then): ISO 8601 in UTC with milliseconds. The item's ETag is this value in double quotes; lists take it as `updatedSince` and sort by it.
             * @example 2026-11-29T03:12:45.123Z
             */
            updatedAt: string;
        };
        /**
         * @example {
         *       "skillsetId": 1,
         *       "name": "Example name",
         *       "order": 1,
         *       "createdAt": "2026-11-29T03:12:45.123Z",
         *       "updatedAt": "2026-11-29T03:12:45.123Z"
         *     }
         */
        Skillset: {
            skillsetId: number;
            name: string;
            order: number;
            /**
             * Format: date-time
             * @description When the item was created: ISO 8601 in UTC with milliseconds. Never changes.
             * @example 2026-11-29T03:12:45.123Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the item last changed (its creation until then): ISO 8601 in UTC with milliseconds. The item's ETag is this value in double quotes; lists take it as `updatedSince` and sort by it.
             * @example 2026-11-29T03:12:45.123Z
             */
            updatedAt: string;
        };
        /**
         * @example {
         *       "publicationId": 1,
         *       "title": "Typed APIs without drift",
         *       "publisher": "JSConf EU",
         *       "publishedAt": "2024-06-03",
         *       "link": "https://example.com/talks/typed-apis",
         *       "summary": "How one procedure definition serves REST, OpenAPI and typed hooks.",
         *       "hidden": false,
         *       "createdAt": "2026-11-29T03:12:45.123Z",
         *       "updatedAt": "2026-11-29T03:12:45.123Z"
         *     }
         */
        Publication: {
            publicationId: number;
            title: string;
            publisher: string | null;
            publishedAt: string | null;
            link: string | null;
            summary: string | null;
            hidden: boolean;
            /**
             * Format: date-time
             * @description When the item was created: ISO 8601 in UTC with milliseconds. Never changes.
             * @example 2026-11-29T03:12:45.123Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the item last changed (its creation until then): ISO 8601 in UTC with milliseconds. The item's ETag is this value in double quotes; lists take it as `updatedSince` and sort by it.
             * @example 2026-11-29T03:12:45.123Z
             */
            updatedAt: string;
        };
        /**
         * @example {
         *       "awardId": 1,
         *       "title": "Best developer tool",
         *       "awarder": "Open Source Awards",
         *       "date": "2024-11-12",
         *       "link": "https://example.com/awards/2024",
         *       "summary": "For a type-safe API toolkit used by a few thousand projects.",
         *       "hidden": false,
         *       "createdAt": "2026-11-29T03:12:45.123Z",
         *       "updatedAt": "2026-11-29T03:12:45.123Z"
         *     }
         */
        Award: {
            awardId: number;
            title: string;
            awarder: string | null;
            date: string | null;
            link: string | null;
            summary: string | null;
            hidden: boolean;
            /**
             * Format: date-time
             * @description When the item was created: ISO 8601 in UTC with milliseconds. Never changes.
             * @example 2026-11-29T03:12:45.123Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the item last changed (its creation until then): ISO 8601 in UTC with milliseconds. The item's ETag is this value in double quotes; lists take it as `updatedSince` and sort by it.
             * @example 2026-11-29T03:12:45.123Z
             */
            updatedAt: string;
        };
        /**
         * @example {
         *       "volunteeringId": 1,
         *       "organization": "Code Club",
         *       "position": "Mentor",
         *       "link": "https://example.org/code-club",
         *       "startAt": "2022-09-01",
         *       "endAt": null,
         *       "summary": "Teaching children to build their first web pages, one evening a week.",
         *       "highlights": [
         *         "Started a second club in the local library"
         *       ],
         *       "hidden": false,
         *       "createdAt": "2026-11-29T03:12:45.123Z",
         *       "updatedAt": "2026-11-29T03:12:45.123Z"
         *     }
         */
        Volunteering: {
            volunteeringId: number;
            organization: string;
            position: string | null;
            link: string | null;
            /** Format: date */
            startAt: string;
            endAt: string | null;
            summary: string | null;
            highlights: string[];
            hidden: boolean;
            /**
             * Format: date-time
             * @description When the item was created: ISO 8601 in UTC with milliseconds. Never changes.
             * @example 2026-11-29T03:12:45.123Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the item last changed (its creation until then): ISO 8601 in UTC with milliseconds. The item's ETag is this value in double quotes; lists take it as `updatedSince` and sort by it.
             * @example 2026-11-29T03:12:45.123Z
             */
            updatedAt: string;
        };
        /**
         * @example {
         *       "languageId": 1,
         *       "language": "German",
         *       "fluency": "Native speaker",
         *       "hidden": false,
         *       "createdAt": "2026-11-29T03:12:45.123Z",
         *       "updatedAt": "2026-11-29T03:12:45.123Z"
         *     }
         */
        Language: {
            languageId: number;
            language: string;
            fluency: string | null;
            hidden: boolean;
            /**
             * Format: date-time
             * @description When the item was created: ISO 8601 in UTC with milliseconds. Never changes.
             * @example 2026-11-29T03:12:45.123Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the item last changed (its creation until then): ISO 8601 in UTC with milliseconds. The item's ETag is this value in double quotes; lists take it as `updatedSince` and sort by it.
             * @example 2026-11-29T03:12:45.123Z
             */
            updatedAt: string;
        };
        /**
         * @example {
         *       "interestId": 1,
         *       "name": "Cycling",
         *       "keywords": [
         *         "Touring",
         *         "Bike repair"
         *       ],
         *       "hidden": false,
         *       "createdAt": "2026-11-29T03:12:45.123Z",
         *       "updatedAt": "2026-11-29T03:12:45.123Z"
         *     }
         */
        Interest: {
            interestId: number;
            name: string;
            keywords: string[];
            hidden: boolean;
            /**
             * Format: date-time
             * @description When the item was created: ISO 8601 in UTC with milliseconds. Never changes.
             * @example 2026-11-29T03:12:45.123Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the item last changed (its creation until then): ISO 8601 in UTC with milliseconds. The item's ETag is this value in double quotes; lists take it as `updatedSince` and sort by it.
             * @example 2026-11-29T03:12:45.123Z
             */
            updatedAt: string;
        };
        /**
         * @example {
         *       "referenceId": 1,
         *       "name": "Jonas Weber, CTO at Harbour Labs",
         *       "reference": "Mira rebuilt our booking flow in six weeks and left it better documented than she found it.",
         *       "hidden": true,
         *       "createdAt": "2026-11-29T03:12:45.123Z",
         *       "updatedAt": "2026-11-29T03:12:45.123Z"
         *     }
         */
        Reference: {
            referenceId: number;
            name: string;
            reference: string | null;
            hidden: boolean;
            /**
             * Format: date-time
             * @description When the item was created: ISO 8601 in UTC with milliseconds. Never changes.
             * @example 2026-11-29T03:12:45.123Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the item last changed (its creation until then): ISO 8601 in UTC with milliseconds. The item's ETag is this value in double quotes; lists take it as `updatedSince` and sort by it.
             * @example 2026-11-29T03:12:45.123Z
             */
            updatedAt: string;
        };
        /**
         * @description Non-private variables keyed by key, with typed values: title, about (sanitized HTML), max_message_length (number), email, github, linkedin, instagram, and any others.
         * @example {}
         */
        Environment: {
            [key: string]: string | number | boolean;
        };
        /**
         * @example {
         *       "key": "Example key",
         *       "value": "Example value",
         *       "type": "string",
         *       "private": false
         *     }
         */
        Variable: {
            key: string;
            value: string;
            /** @enum {string} */
            type: "string" | "bool" | "int" | "float";
            private: boolean;
        };
        /**
         * @example {
         *       "mediaId": 1,
         *       "name": "Example name",
         *       "originalName": "Example originalName",
         *       "type": "document",
         *       "contentType": "Example contentType",
         *       "private": false,
         *       "size": 1,
         *       "sizeString": "1.4 MB",
         *       "url": "https://example.com/",
         *       "width": 1,
         *       "height": 1,
         *       "variants": [
         *         {
         *           "format": "avif",
         *           "width": 1,
         *           "height": 1,
         *           "url": "/api/media/image/cover.jpg/960.avif"
         *         }
         *       ],
         *       "createdAt": "2024-05-31T09:30:00.000Z"
         *     }
         */
        Media: {
            mediaId: number;
            name: string;
            originalName: string;
            /** @enum {string} */
            type: "document" | "archive" | "image" | "audio" | "video" | "other";
            contentType: string;
            private: boolean;
            /** @description Bytes */
            size: number;
            /** @example 1.4 MB */
            sizeString: string;
            /** @description Where the file is served: /api/media/{type}/{name} */
            url: string;
            /** @description A raster image's width in pixels as shown; null for other files */
            width: number | null;
            /** @description Its height, likewise */
            height: number | null;
            /** @description Smaller AVIF and WebP copies of a raster image (JPEG, PNG, WebP, AVIF, GIF), made in the background after the upload: empty until then, and for other files */
            variants: components["schemas"]["ImageVariant"][];
            /** Format: date-time */
            createdAt: string;
        };
        /**
         * @example {
         *       "format": "avif",
         *       "width": 1,
         *       "height": 1,
         *       "url": "/api/media/image/cover.jpg/960.avif"
         *     }
         */
        ImageVariant: {
            /** @enum {string} */
            format: "avif" | "webp";
            width: number;
            height: number;
            /** @example /api/media/image/cover.jpg/960.avif */
            url: string;
        };
        /**
         * @example {
         *       "date": "Example date",
         *       "totalVisits": 1,
         *       "uniqueVisits": 1
         *     }
         */
        VisitsDay: {
            date: string;
            totalVisits: number;
            uniqueVisits: number;
        };
        /**
         * @example {
         *       "date": "Example date",
         *       "downloads": 1
         *     }
         */
        CvDownloadsDay: {
            date: string;
            downloads: number;
        };
        /**
         * @example {
         *       "date": "Example date",
         *       "views": [
         *         {
         *           "projectId": 1,
         *           "name": "Example name",
         *           "count": 1
         *         }
         *       ]
         *     }
         */
        ProjectViewsDay: {
            date: string;
            views: {
                projectId: number;
                name: string;
                count: number;
            }[];
        };
        /**
         * @description The whole content: the CV in the JSON Resume schema (v1.0.0; visible items only), everything else under `portfolio`.
         * @example {
         *       "$schema": "https://example.com/",
         *       "basics": {
         *         "name": "Example name",
         *         "label": "Example label",
         *         "image": "https://example.com/",
         *         "email": "ada@example.com",
         *         "url": "https://example.com/",
         *         "summary": "Example summary",
         *         "profiles": [
         *           {
         *             "network": "Example network",
         *             "username": "Example username",
         *             "url": "https://example.com/"
         *           }
         *         ]
         *       },
         *       "work": [
         *         {
         *           "name": "Example name",
         *           "position": "Example position",
         *           "location": "Example location",
         *           "startDate": "Example startDate",
         *           "endDate": "Example endDate",
         *           "summary": "Example summary",
         *           "keywords": [
         *             "Example keywords"
         *           ]
         *         }
         *       ],
         *       "volunteer": [
         *         {
         *           "organization": "Example organization",
         *           "position": "Example position",
         *           "url": "https://example.com/",
         *           "startDate": "Example startDate",
         *           "endDate": "Example endDate",
         *           "summary": "Example summary",
         *           "highlights": [
         *             "Example highlights"
         *           ]
         *         }
         *       ],
         *       "education": [
         *         {
         *           "institution": "Example institution",
         *           "area": "Example area",
         *           "studyType": "Example studyType",
         *           "startDate": "Example startDate",
         *           "endDate": "Example endDate",
         *           "score": "Example score"
         *         }
         *       ],
         *       "certificates": [
         *         {
         *           "name": "Example name",
         *           "issuer": "Example issuer",
         *           "date": "Example date",
         *           "url": "https://example.com/"
         *         }
         *       ],
         *       "publications": [
         *         {
         *           "name": "Example name",
         *           "publisher": "Example publisher",
         *           "releaseDate": "Example releaseDate",
         *           "url": "https://example.com/",
         *           "summary": "Example summary"
         *         }
         *       ],
         *       "awards": [
         *         {
         *           "title": "Example title",
         *           "awarder": "Example awarder",
         *           "date": "Example date",
         *           "summary": "Example summary"
         *         }
         *       ],
         *       "skills": [
         *         {
         *           "name": "Example name",
         *           "keywords": [
         *             "Example keywords"
         *           ]
         *         }
         *       ],
         *       "projects": [
         *         {
         *           "name": "Example name",
         *           "description": "Example description",
         *           "startDate": "Example startDate",
         *           "type": "Example type",
         *           "keywords": [
         *             "Example keywords"
         *           ]
         *         }
         *       ],
         *       "languages": [
         *         {
         *           "language": "Example language",
         *           "fluency": "Example fluency"
         *         }
         *       ],
         *       "interests": [
         *         {
         *           "name": "Example name",
         *           "keywords": [
         *             "Example keywords"
         *           ]
         *         }
         *       ],
         *       "references": [
         *         {
         *           "name": "Example name",
         *           "reference": "Example reference"
         *         }
         *       ],
         *       "meta": {
         *         "version": "Example version",
         *         "lastModified": "Example lastModified"
         *       },
         *       "portfolio": {
         *         "format": "portfolio-content",
         *         "formatVersion": 1,
         *         "exportedAt": "2024-05-31T09:30:00.000Z",
         *         "variables": [
         *           {
         *             "key": "Example key",
         *             "value": "Example value",
         *             "type": "string",
         *             "private": false
         *           }
         *         ],
         *         "categories": [
         *           {
         *             "categoryId": 1,
         *             "name": "Example name",
         *             "createdAt": "2026-11-29T03:12:45.123Z",
         *             "updatedAt": "2026-11-29T03:12:45.123Z"
         *           }
         *         ],
         *         "tools": [
         *           {
         *             "toolId": 1,
         *             "name": "Example name",
         *             "icon": "https://example.com/",
         *             "link": "https://example.com/",
         *             "createdAt": "2026-11-29T03:12:45.123Z",
         *             "updatedAt": "2026-11-29T03:12:45.123Z"
         *           }
         *         ],
         *         "projects": [
         *           {
         *             "projectId": 1,
         *             "categoryId": 1,
         *             "category": {
         *               "categoryId": 1,
         *               "name": "Example name"
         *             },
         *             "name": "Example name",
         *             "publishedAt": "2024-05-31",
         *             "cover": "https://example.com/",
         *             "description": "Example description",
         *             "content": "Example content",
         *             "pinned": false,
         *             "hidden": false,
         *             "tools": [
         *               {
         *                 "toolId": 1,
         *                 "name": "Example name",
         *                 "icon": "https://example.com/",
         *                 "link": "https://example.com/",
         *                 "createdAt": "2026-11-29T03:12:45.123Z",
         *                 "updatedAt": "2026-11-29T03:12:45.123Z"
         *               }
         *             ],
         *             "createdAt": "2026-11-29T03:12:45.123Z",
         *             "updatedAt": "2026-11-29T03:12:45.123Z"
         *           }
         *         ],
         *         "expertise": [
         *           {
         *             "expertiseId": 1,
         *             "icon": "https://example.com/",
         *             "name": "Example name",
         *             "description": "Example description",
         *             "createdAt": "2026-11-29T03:12:45.123Z",
         *             "updatedAt": "2026-11-29T03:12:45.123Z"
         *           }
         *         ],
         *         "experience": [
         *           {
         *             "experienceId": 1,
         *             "company": "Example company",
         *             "title": "Example title",
         *             "location": "Example location",
         *             "cover": "https://example.com/",
         *             "startAt": "2024-05-31",
         *             "endAt": "2024-05-31",
         *             "type": "full_time",
         *             "description": "Example description",
         *             "hidden": false,
         *             "tools": [
         *               {
         *                 "toolId": 1,
         *                 "name": "Example name",
         *                 "icon": "https://example.com/",
         *                 "link": "https://example.com/",
         *                 "createdAt": "2026-11-29T03:12:45.123Z",
         *                 "updatedAt": "2026-11-29T03:12:45.123Z"
         *               }
         *             ],
         *             "createdAt": "2026-11-29T03:12:45.123Z",
         *             "updatedAt": "2026-11-29T03:12:45.123Z"
         *           }
         *         ],
         *         "volunteering": [
         *           {
         *             "volunteeringId": 1,
         *             "organization": "Code Club",
         *             "position": "Mentor",
         *             "link": "https://example.org/code-club",
         *             "startAt": "2022-09-01",
         *             "endAt": null,
         *             "summary": "Teaching children to build their first web pages, one evening a week.",
         *             "highlights": [
         *               "Started a second club in the local library"
         *             ],
         *             "hidden": false,
         *             "createdAt": "2026-11-29T03:12:45.123Z",
         *             "updatedAt": "2026-11-29T03:12:45.123Z"
         *           }
         *         ],
         *         "education": [
         *           {
         *             "educationId": 1,
         *             "school": "Example school",
         *             "location": "Example location",
         *             "title": "Example title",
         *             "startAt": "2024-05-31",
         *             "endAt": "2024-05-31",
         *             "gpa": 1,
         *             "hidden": false,
         *             "createdAt": "2026-11-29T03:12:45.123Z",
         *             "updatedAt": "2026-11-29T03:12:45.123Z"
         *           }
         *         ],
         *         "certifications": [
         *           {
         *             "certificationId": 1,
         *             "name": "Example name",
         *             "issuer": "Example issuer",
         *             "issuedAt": "2024-05-31",
         *             "expiresAt": "2024-05-31",
         *             "certificationNumber": null,
         *             "link": null,
         *             "createdAt": "2026-11-29T03:12:45.123Z",
         *             "updatedAt": "2026-11-29T03:12:45.123Z"
         *           }
         *         ],
         *         "publications": [
         *           {
         *             "publicationId": 1,
         *             "title": "Typed APIs without drift",
         *             "publisher": "JSConf EU",
         *             "publishedAt": "2024-06-03",
         *             "link": "https://example.com/talks/typed-apis",
         *             "summary": "How one procedure definition serves REST, OpenAPI and typed hooks.",
         *             "hidden": false,
         *             "createdAt": "2026-11-29T03:12:45.123Z",
         *             "updatedAt": "2026-11-29T03:12:45.123Z"
         *           }
         *         ],
         *         "awards": [
         *           {
         *             "awardId": 1,
         *             "title": "Best developer tool",
         *             "awarder": "Open Source Awards",
         *             "date": "2024-11-12",
         *             "link": "https://example.com/awards/2024",
         *             "summary": "For a type-safe API toolkit used by a few thousand projects.",
         *             "hidden": false,
         *             "createdAt": "2026-11-29T03:12:45.123Z",
         *             "updatedAt": "2026-11-29T03:12:45.123Z"
         *           }
         *         ],
         *         "skillsets": [
         *           {
         *             "skillsetId": 1,
         *             "name": "Example name",
         *             "order": 1,
         *             "createdAt": "2026-11-29T03:12:45.123Z",
         *             "updatedAt": "2026-11-29T03:12:45.123Z"
         *           }
         *         ],
         *         "skills": [
         *           {
         *             "skillId": 1,
         *             "skillsetId": 1,
         *             "skillset": {
         *               "skillsetId": 1,
         *               "name": "Example name"
         *             },
         *             "name": "Example name",
         *             "order": 1,
         *             "createdAt": "2026-11-29T03:12:45.123Z",
         *             "updatedAt": "2026-11-29T03:12:45.123Z"
         *           }
         *         ],
         *         "languages": [
         *           {
         *             "languageId": 1,
         *             "language": "German",
         *             "fluency": "Native speaker",
         *             "hidden": false,
         *             "createdAt": "2026-11-29T03:12:45.123Z",
         *             "updatedAt": "2026-11-29T03:12:45.123Z"
         *           }
         *         ],
         *         "interests": [
         *           {
         *             "interestId": 1,
         *             "name": "Cycling",
         *             "keywords": [
         *               "Touring",
         *               "Bike repair"
         *             ],
         *             "hidden": false,
         *             "createdAt": "2026-11-29T03:12:45.123Z",
         *             "updatedAt": "2026-11-29T03:12:45.123Z"
         *           }
         *         ],
         *         "references": [
         *           {
         *             "referenceId": 1,
         *             "name": "Jonas Weber, CTO at Harbour Labs",
         *             "reference": "Mira rebuilt our booking flow in six weeks and left it better documented than she found it.",
         *             "hidden": true,
         *             "createdAt": "2026-11-29T03:12:45.123Z",
         *             "updatedAt": "2026-11-29T03:12:45.123Z"
         *           }
         *         ],
         *         "messages": [
         *           {
         *             "messageId": 1,
         *             "name": "Example name",
         *             "email": "ada@example.com",
         *             "message": "Example message",
         *             "read": false,
         *             "notification": {
         *               "status": "pending",
         *               "attempts": 1,
         *               "at": "2024-05-31T09:30:00.000Z",
         *               "nextAttemptAt": null
         *             },
         *             "replies": [
         *               {
         *                 "replyId": 1,
         *                 "text": "Example text",
         *                 "sentAt": "2024-05-31T09:30:00.000Z",
         *                 "username": "Example username"
         *               }
         *             ],
         *             "createdAt": "2026-11-29T03:12:45.123Z",
         *             "updatedAt": "2026-11-29T03:12:45.123Z"
         *           }
         *         ],
         *         "media": [
         *           {
         *             "mediaId": 1,
         *             "name": "Example name",
         *             "originalName": "Example originalName",
         *             "type": "document",
         *             "contentType": "Example contentType",
         *             "private": false,
         *             "size": 1,
         *             "sizeString": "1.4 MB",
         *             "url": "https://example.com/",
         *             "width": 1,
         *             "height": 1,
         *             "variants": [
         *               {
         *                 "format": "avif",
         *                 "width": 1,
         *                 "height": 1,
         *                 "url": "/api/media/image/cover.jpg/960.avif"
         *               }
         *             ],
         *             "createdAt": "2024-05-31T09:30:00.000Z"
         *           }
         *         ]
         *       }
         *     }
         */
        ContentExport: {
            /** Format: uri */
            $schema: string;
            basics: {
                name?: string;
                label?: string;
                /** Format: uri */
                image?: string;
                /** Format: email */
                email?: string;
                /** Format: uri */
                url?: string;
                summary?: string;
                profiles: {
                    network: string;
                    username?: string;
                    /** Format: uri */
                    url?: string;
                }[];
            };
            work: {
                name: string;
                position: string;
                location: string;
                /** @description yyyy-mm-dd */
                startDate?: string;
                /** @description yyyy-mm-dd */
                endDate?: string;
                summary: string;
                /** @description The tools used there */
                keywords: string[];
            }[];
            volunteer: {
                organization: string;
                position?: string;
                /** Format: uri */
                url?: string;
                /** @description yyyy-mm-dd */
                startDate: string;
                /** @description yyyy-mm-dd */
                endDate?: string;
                summary?: string;
                highlights?: string[];
            }[];
            education: {
                institution: string;
                area?: string;
                studyType?: string;
                /** @description yyyy-mm-dd */
                startDate?: string;
                /** @description yyyy-mm-dd */
                endDate?: string;
                score?: string;
            }[];
            certificates: {
                name: string;
                issuer: string;
                /** @description yyyy-mm-dd */
                date?: string;
                /** Format: uri */
                url?: string;
            }[];
            publications: {
                name: string;
                publisher?: string;
                /** @description yyyy-mm-dd */
                releaseDate?: string;
                /** Format: uri */
                url?: string;
                summary?: string;
            }[];
            awards: {
                title: string;
                awarder?: string;
                /** @description yyyy-mm-dd */
                date?: string;
                summary?: string;
            }[];
            skills: {
                name: string;
                keywords: string[];
            }[];
            projects: {
                name: string;
                description: string;
                /** @description yyyy-mm-dd */
                startDate?: string;
                /** @description The project category */
                type: string;
                /** @description The tools used */
                keywords: string[];
            }[];
            languages: {
                language: string;
                fluency?: string;
            }[];
            interests: {
                name: string;
                keywords?: string[];
            }[];
            references: {
                name: string;
                reference?: string;
            }[];
            meta: {
                version: string;
                lastModified: string;
            };
            portfolio: {
                /** @constant */
                format: "portfolio-content";
                /** @constant */
                formatVersion: 1;
                /** Format: date-time */
                exportedAt: string;
                variables: components["schemas"]["Variable"][];
                categories: components["schemas"]["Category"][];
                tools: components["schemas"]["Tool"][];
                projects: components["schemas"]["Project"][];
                expertise: components["schemas"]["Expertise"][];
                experience: components["schemas"]["Experience"][];
                volunteering: components["schemas"]["Volunteering"][];
                education: components["schemas"]["Education"][];
                certifications: components["schemas"]["Certification"][];
                publications: components["schemas"]["Publication"][];
                awards: components["schemas"]["Award"][];
                skillsets: components["schemas"]["Skillset"][];
                skills: components["schemas"]["Skill"][];
                languages: components["schemas"]["Language"][];
                interests: components["schemas"]["Interest"][];
                references: components["schemas"]["Reference"][];
                messages: components["schemas"]["InboxMessage"][];
                /** @description Metadata only; the files are in backups */
                media: components["schemas"]["Media"][];
            };
        };
        /**
         * @example {
         *       "enabled": false,
         *       "recoveryCodesLeft": 1
         *     }
         */
        TwoFactorStatus: {
            enabled: boolean;
            recoveryCodesLeft: number;
        };
        /**
         * @example {
         *       "otpauthUrl": "Example otpauthUrl",
         *       "secret": "Example secret",
         *       "qrCode": "Example qrCode"
         *     }
         */
        TwoFactorSetup: {
            /** @description otpauth://totp/… for an authenticator app */
            otpauthUrl: string;
            /** @description The same secret in base32, for typing in by hand */
            secret: string;
            /** @description The otpauthUrl as an SVG QR code */
            qrCode: string;
        };
        /**
         * @example {
         *       "recoveryCodes": [
         *         "Example recoveryCodes"
         *       ]
         *     }
         */
        RecoveryCodes: {
            /** @description Ten one-time codes, shown once; each signs in instead of a TOTP code */
            recoveryCodes: string[];
        };
        /**
         * @example {
         *       "sessionId": "Example sessionId",
         *       "createdAt": "Example createdAt",
         *       "lastSeenAt": "Example lastSeenAt",
         *       "userAgent": null,
         *       "current": false
         *     }
         */
        Session: {
            sessionId: string;
            /** @description ISO-8601 timestamp with a Z offset */
            createdAt: string;
            /** @description ISO-8601 timestamp with a Z offset */
            lastSeenAt: string;
            userAgent: string | null;
            /** @description The session this request was made with */
            current: boolean;
        };
        /**
         * @example {
         *       "endedSessions": 1
         *     }
         */
        EndedSessions: {
            endedSessions: number;
        };
        /**
         * @example {
         *       "tokenId": 1,
         *       "name": "Example name",
         *       "scope": "read",
         *       "createdAt": "Example createdAt",
         *       "expiresAt": "Example expiresAt",
         *       "lastUsedAt": "Example lastUsedAt"
         *     }
         */
        Token: {
            tokenId: number;
            name: string;
            /** @enum {string} */
            scope: "read" | "write";
            /** @description ISO-8601 timestamp with a Z offset */
            createdAt: string;
            expiresAt: string | null;
            lastUsedAt: string | null;
        };
        /**
         * @example {
         *       "tokenId": 1,
         *       "name": "Example name",
         *       "scope": "read",
         *       "createdAt": "Example createdAt",
         *       "expiresAt": "Example expiresAt",
         *       "lastUsedAt": "Example lastUsedAt",
         *       "token": "Example token"
         *     }
         */
        CreatedToken: {
            tokenId: number;
            name: string;
            /** @enum {string} */
            scope: "read" | "write";
            /** @description ISO-8601 timestamp with a Z offset */
            createdAt: string;
            expiresAt: string | null;
            lastUsedAt: string | null;
            /** @description The secret, shown only in this answer */
            token: string;
        };
        /**
         * @example {
         *       "auditId": 1,
         *       "at": "Example at",
         *       "adminId": 1,
         *       "username": null,
         *       "action": "sign-in",
         *       "entity": null,
         *       "entityId": null,
         *       "fields": [
         *         "Example fields"
         *       ],
         *       "via": "session",
         *       "tokenId": 1,
         *       "address": null,
         *       "userAgent": null
         *     }
         */
        AuditEntry: {
            auditId: number;
            /** @description ISO-8601 timestamp with a Z offset */
            at: string;
            adminId: number | null;
            /** @description As it was at the time */
            username: string | null;
            /** @enum {string} */
            action: "sign-in" | "sign-in-failed" | "sign-out" | "create" | "update" | "delete" | "two-factor-enabled" | "two-factor-disabled" | "two-factor-cleared" | "import" | "confirm" | "confirm-failed" | "two-factor-disable-failed";
            /** @description What was written: category, admin, token… */
            entity: string | null;
            entityId: string | null;
            /** @description Names of the fields written; never values */
            fields: string[];
            via: ("session" | "token") | null;
            tokenId: number | null;
            /** @description A keyed hash of the client address, never the address itself */
            address: string | null;
            userAgent: string | null;
        };
        /**
         * @example {
         *       "dryRun": false,
         *       "counts": {
         *         "create": 1,
         *         "update": 1,
         *         "unchanged": 1,
         *         "skip": 1
         *       },
         *       "sections": [
         *         {
         *           "section": "basics",
         *           "counts": {
         *             "create": 1,
         *             "update": 1,
         *             "unchanged": 1,
         *             "skip": 1
         *           }
         *         }
         *       ],
         *       "items": [
         *         {
         *           "section": "basics",
         *           "path": "Example path",
         *           "label": "Example label",
         *           "action": "create",
         *           "reason": null,
         *           "fields": [
         *             "Example fields"
         *           ],
         *           "notes": [
         *             "Example notes"
         *           ]
         *         }
         *       ]
         *     }
         */
        ImportReport: {
            /** @description True when nothing was written */
            dryRun: boolean;
            counts: {
                create: number;
                update: number;
                unchanged: number;
                skip: number;
            };
            sections: {
                /** @enum {string} */
                section: "basics" | "work" | "volunteer" | "education" | "certificates" | "publications" | "awards" | "skills" | "categories" | "projects" | "languages" | "interests" | "references";
                counts: {
                    create: number;
                    update: number;
                    unchanged: number;
                    skip: number;
                };
            }[];
            items: components["schemas"]["ImportItem"][];
        };
        /**
         * @example {
         *       "section": "basics",
         *       "path": "Example path",
         *       "label": "Example label",
         *       "action": "create",
         *       "reason": null,
         *       "fields": [
         *         "Example fields"
         *       ],
         *       "notes": [
         *         "Example notes"
         *       ]
         *     }
         */
        ImportItem: {
            /** @enum {string} */
            section: "basics" | "work" | "volunteer" | "education" | "certificates" | "publications" | "awards" | "skills" | "categories" | "projects" | "languages" | "interests" | "references";
            /** @description Where the item is in the document ('work.0', 'basics.label') */
            path: string;
            /** @description The item as a person reads it */
            label: string;
            /**
             * @description create: a new row; update: an existing row (same natural key) whose fields differ; unchanged: an existing row that already says the same; skip: nothing written, see `reason`
             * @enum {string}
             */
            action: "create" | "update" | "unchanged" | "skip";
            /** @description Why an item is skipped */
            reason: string | null;
            /** @description The fields an update changes */
            fields: string[];
            /** @description Parts of the item the site has no field for, or filled in by the import */
            notes: string[];
        };
        /**
         * @description The body of every error response.
         * @example {
         *       "statusCode": 1002,
         *       "message": "Failed to create Category",
         *       "errors": [
         *         {
         *           "path": "name",
         *           "message": "Name is required"
         *         }
         *       ]
         *     }
         */
        ErrorEnvelope: {
            /**
             * @description Why the call failed: a product code (1002 create refused, 1003 update refused, 1004 delete refused, 2001 bad credentials, 2002 two-factor code needed, 4031 confirm your password first, 4121 changed by someone else since your If-Match) or else the HTTP status of the response.
             * @example 1002
             */
            statusCode: (1002 | 1003 | 1004 | 2001 | 2002 | 4031 | 4121) | number;
            /**
             * @description A sentence for people; match on `statusCode` and the HTTP status instead.
             * @example Failed to create Category
             */
            message: string;
            /** @description Input errors, one per rejected field (`path` is the field, dotted for nested ones) */
            errors?: {
                path: string;
                message: string;
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "auth-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                    /** @description With two-factor sign-in on: the authenticator code (6 digits) or an unused recovery code */
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusReply"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Bad credentials (statusCode 2001), or two-factor sign-in is on and the code is missing or wrong (statusCode 2002). Bad credentials and a wrong code count as failed attempts; the right password without a code (the first of the two steps) does not. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many failed attempts for this account or address; Retry-After gives the seconds to wait. 10 failures in a row lock an account for 1 minute, doubling with each further failure up to 15 minutes; 10 failures from one address within 15 minutes lock the address until they end. An address counts as one client however it is written, an IPv4-mapped IPv6 address as its IPv4 address, and an IPv6 address by its /64 network. A browser that signed in to this account before (its device cookie) is judged by its own counter only, never by the address. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "auth-logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusReply"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "auth-identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Identity"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "auth-confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Your password */
                    password?: string;
                    /** @description Instead of the password, when your two-factor sign-in is on: an authenticator code or an unused recovery code */
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfirmReply"];
                };
            };
            /** @description Invalid input, or the password or code is wrong: a wrong one counts toward the sign-in lock-out and is recorded in the activity trail */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token (only a signed-in browser confirms) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many failed sign-ins or confirmations for this account or address; Retry-After gives the seconds to wait */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "auth-changePassword": {
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
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusReply"];
                };
            };
            /** @description Invalid input (the new password too short or too common), or the current password is wrong: that counts toward the sign-in lock-out and is recorded in the activity trail */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused; an API token; or the session is not confirmed recently (statusCode 4031: confirm with POST /auth/confirm, then repeat the call) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many failed sign-ins or confirmations for this account or address; Retry-After gives the seconds to wait */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "admin-list": {
        parameters: {
            query?: {
                /** @description Case-insensitive text search: keeps the items one of whose text fields (names, descriptions and the like) contains this text. Empty or missing keeps every item. */
                filter?: string;
                /** @description The page to answer, from 1; a page past the last answers an empty `items` list (with the real `metadata`). */
                page?: number;
                /** @description Items per page, 1 to 1000; 25 by default. */
                limit?: number;
                /** @description The order of the items: a comma-separated list of `field` or `field:asc|desc` (ascending when the direction is left out), the first field deciding first. Fields: adminId, username, active. Anything else answers 400. Without it, each list has its own natural order; the id always breaks ties, so pages never repeat or skip an item. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Admin"][];
                        /**
                         * @example {
                         *       "totalPages": 1,
                         *       "totalItems": 3,
                         *       "page": 1,
                         *       "limit": 25
                         *     }
                         */
                        metadata: {
                            /** @description Pages at this limit; 0 when empty */
                            totalPages: number;
                            /** @description Items matching the filter */
                            totalItems: number;
                            /** @description The page answered */
                            page: number;
                            /** @description Items per page */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "admin-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Admin"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in); or a sensitive change (a password, a new admin, two-factor sign-in) from a session not confirmed recently: statusCode 4031, confirm with POST /auth/confirm and repeat the call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "admin-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Admin"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "admin-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password?: "" | string | null;
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Admin"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in); or a sensitive change (a password, a new admin, two-factor sign-in) from a session not confirmed recently: statusCode 4031, confirm with POST /auth/confirm and repeat the call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "admin-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Admin"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in); or a sensitive change (a password, a new admin, two-factor sign-in) from a session not confirmed recently: statusCode 4031, confirm with POST /auth/confirm and repeat the call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "admin-clearTwoFactor": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Admin"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in); or a sensitive change (a password, a new admin, two-factor sign-in) from a session not confirmed recently: statusCode 4031, confirm with POST /auth/confirm and repeat the call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The admin is the caller: their own is turned off with a password and code */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "category-list": {
        parameters: {
            query?: {
                /** @description Case-insensitive text search: keeps the items one of whose text fields (names, descriptions and the like) contains this text. Empty or missing keeps every item. */
                filter?: string;
                /** @description The page to answer, from 1; a page past the last answers an empty `items` list (with the real `metadata`). */
                page?: number;
                /** @description Items per page, 1 to 1000; 25 by default. */
                limit?: number;
                /** @description The order of the items: a comma-separated list of `field` or `field:asc|desc` (ascending when the direction is left out), the first field deciding first. Fields: categoryId, name, createdAt, updatedAt. Anything else answers 400. Without it, each list has its own natural order; the id always breaks ties, so pages never repeat or skip an item. */
                sort?: string;
                /** @description Keeps the items whose `updatedAt` is at or after this moment (ISO 8601 with `Z` or an offset, milliseconds optional). Inclusive: asking again with the newest `updatedAt` seen never misses an item changed in the same millisecond; that item comes again and is recognised by its id. Anything else answers 400. */
                updatedSince?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Category"][];
                        /**
                         * @example {
                         *       "totalPages": 1,
                         *       "totalItems": 3,
                         *       "page": 1,
                         *       "limit": 25
                         *     }
                         */
                        metadata: {
                            /** @description Pages at this limit; 0 when empty */
                            totalPages: number;
                            /** @description Items matching the filter */
                            totalItems: number;
                            /** @description The page answered */
                            page: number;
                            /** @description Items per page */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "category-create": {
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
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "category-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "category-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
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
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "category-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "certification-list": {
        parameters: {
            query?: {
                /** @description Case-insensitive text search: keeps the items one of whose text fields (names, descriptions and the like) contains this text. Empty or missing keeps every item. */
                filter?: string;
                /** @description The page to answer, from 1; a page past the last answers an empty `items` list (with the real `metadata`). */
                page?: number;
                /** @description Items per page, 1 to 1000; 25 by default. */
                limit?: number;
                /** @description The order of the items: a comma-separated list of `field` or `field:asc|desc` (ascending when the direction is left out), the first field deciding first. Fields: certificationId, name, issuer, issuedAt, expiresAt, createdAt, updatedAt. Anything else answers 400. Without it, each list has its own natural order; the id always breaks ties, so pages never repeat or skip an item. */
                sort?: string;
                /** @description Keeps the items whose `updatedAt` is at or after this moment (ISO 8601 with `Z` or an offset, milliseconds optional). Inclusive: asking again with the newest `updatedAt` seen never misses an item changed in the same millisecond; that item comes again and is recognised by its id. Anything else answers 400. */
                updatedSince?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Certification"][];
                        /**
                         * @example {
                         *       "totalPages": 1,
                         *       "totalItems": 3,
                         *       "page": 1,
                         *       "limit": 25
                         *     }
                         */
                        metadata: {
                            /** @description Pages at this limit; 0 when empty */
                            totalPages: number;
                            /** @description Items matching the filter */
                            totalItems: number;
                            /** @description The page answered */
                            page: number;
                            /** @description Items per page */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "certification-create": {
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
                    issuer: string;
                    /**
                     * Format: date
                     * @example 2024-05-31
                     */
                    issuedAt: string;
                    expiresAt?: string | "" | null;
                    certificationNumber?: string | null;
                    link?: string | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Certification"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "certification-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Certification"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "certification-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    issuer: string;
                    /**
                     * Format: date
                     * @example 2024-05-31
                     */
                    issuedAt: string;
                    expiresAt?: string | "" | null;
                    certificationNumber?: string | null;
                    link?: string | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Certification"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "certification-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Certification"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "education-list": {
        parameters: {
            query?: {
                /** @description Case-insensitive text search: keeps the items one of whose text fields (names, descriptions and the like) contains this text. Empty or missing keeps every item. */
                filter?: string;
                /** @description The page to answer, from 1; a page past the last answers an empty `items` list (with the real `metadata`). */
                page?: number;
                /** @description Items per page, 1 to 1000; 25 by default. */
                limit?: number;
                /** @description The order of the items: a comma-separated list of `field` or `field:asc|desc` (ascending when the direction is left out), the first field deciding first. Fields: educationId, school, location, title, startAt, endAt, gpa, hidden, createdAt, updatedAt. Anything else answers 400. Without it, each list has its own natural order; the id always breaks ties, so pages never repeat or skip an item. */
                sort?: string;
                /** @description Keeps the items whose `updatedAt` is at or after this moment (ISO 8601 with `Z` or an offset, milliseconds optional). Inclusive: asking again with the newest `updatedAt` seen never misses an item changed in the same millisecond; that item comes again and is recognised by its id. Anything else answers 400. */
                updatedSince?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Education"][];
                        /**
                         * @example {
                         *       "totalPages": 1,
                         *       "totalItems": 3,
                         *       "page": 1,
                         *       "limit": 25
                         *     }
                         */
                        metadata: {
                            /** @description Pages at this limit; 0 when empty */
                            totalPages: number;
                            /** @description Items matching the filter */
                            totalItems: number;
                            /** @description The page answered */
                            page: number;
                            /** @description Items per page */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "education-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    school: string;
                    location: string;
                    title: string;
                    /**
                     * Format: date
                     * @example 2024-05-31
                     */
                    startAt: string;
                    endAt?: string | "" | null;
                    /** @default 0 */
                    gpa?: number;
                    /** @default false */
                    hidden?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Education"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "education-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Education"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "education-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    school: string;
                    location: string;
                    title: string;
                    /**
                     * Format: date
                     * @example 2024-05-31
                     */
                    startAt: string;
                    endAt?: string | "" | null;
                    /** @default 0 */
                    gpa?: number;
                    /** @default false */
                    hidden?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Education"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "education-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Education"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "experience-list": {
        parameters: {
            query?: {
                /** @description Case-insensitive text search: keeps the items one of whose text fields (names, descriptions and the like) contains this text. Empty or missing keeps every item. */
                filter?: string;
                /** @description The page to answer, from 1; a page past the last answers an empty `items` list (with the real `metadata`). */
                page?: number;
                /** @description Items per page, 1 to 1000; 25 by default. */
                limit?: number;
                /** @description The order of the items: a comma-separated list of `field` or `field:asc|desc` (ascending when the direction is left out), the first field deciding first. Fields: experienceId, company, title, location, startAt, endAt, type, hidden, createdAt, updatedAt. Anything else answers 400. Without it, each list has its own natural order; the id always breaks ties, so pages never repeat or skip an item. */
                sort?: string;
                /** @description Keeps the items whose `updatedAt` is at or after this moment (ISO 8601 with `Z` or an offset, milliseconds optional). Inclusive: asking again with the newest `updatedAt` seen never misses an item changed in the same millisecond; that item comes again and is recognised by its id. Anything else answers 400. */
                updatedSince?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Experience"][];
                        /**
                         * @example {
                         *       "totalPages": 1,
                         *       "totalItems": 3,
                         *       "page": 1,
                         *       "limit": 25
                         *     }
                         */
                        metadata: {
                            /** @description Pages at this limit; 0 when empty */
                            totalPages: number;
                            /** @description Items matching the filter */
                            totalItems: number;
                            /** @description The page answered */
                            page: number;
                            /** @description Items per page */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "experience-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    company: string;
                    title: string;
                    location: string;
                    /**
                     * @description An absolute http(s) URL, or a path on this site starting with `/` (such as `/api/media/image/logo.svg`); other schemes (`javascript:`, `data:`) are refused, and so is a path a browser would read as another host (`//host`, `/\host`, a backslash, tab or line break anywhere).
                     * @example https://example.com/logo.svg
                     */
                    cover: string;
                    /**
                     * Format: date
                     * @example 2024-05-31
                     */
                    startAt: string;
                    endAt?: string | "" | null;
                    /**
                     * @default full_time
                     * @enum {string}
                     */
                    type?: "full_time" | "part_time" | "internship" | "freelance";
                    /** @default  */
                    description?: string;
                    /** @default false */
                    hidden?: boolean;
                    /** @default [] */
                    tools?: number[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Experience"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "experience-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Experience"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "experience-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    company: string;
                    title: string;
                    location: string;
                    /**
                     * @description An absolute http(s) URL, or a path on this site starting with `/` (such as `/api/media/image/logo.svg`); other schemes (`javascript:`, `data:`) are refused, and so is a path a browser would read as another host (`//host`, `/\host`, a backslash, tab or line break anywhere).
                     * @example https://example.com/logo.svg
                     */
                    cover: string;
                    /**
                     * Format: date
                     * @example 2024-05-31
                     */
                    startAt: string;
                    endAt?: string | "" | null;
                    /**
                     * @default full_time
                     * @enum {string}
                     */
                    type?: "full_time" | "part_time" | "internship" | "freelance";
                    /** @default  */
                    description?: string;
                    /** @default false */
                    hidden?: boolean;
                    /** @default [] */
                    tools?: number[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Experience"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "experience-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Experience"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "expertise-list": {
        parameters: {
            query?: {
                /** @description Case-insensitive text search: keeps the items one of whose text fields (names, descriptions and the like) contains this text. Empty or missing keeps every item. */
                filter?: string;
                /** @description The page to answer, from 1; a page past the last answers an empty `items` list (with the real `metadata`). */
                page?: number;
                /** @description Items per page, 1 to 1000; 25 by default. */
                limit?: number;
                /** @description The order of the items: a comma-separated list of `field` or `field:asc|desc` (ascending when the direction is left out), the first field deciding first. Fields: expertiseId, name, createdAt, updatedAt. Anything else answers 400. Without it, each list has its own natural order; the id always breaks ties, so pages never repeat or skip an item. */
                sort?: string;
                /** @description Keeps the items whose `updatedAt` is at or after this moment (ISO 8601 with `Z` or an offset, milliseconds optional). Inclusive: asking again with the newest `updatedAt` seen never misses an item changed in the same millisecond; that item comes again and is recognised by its id. Anything else answers 400. */
                updatedSince?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Expertise"][];
                        /**
                         * @example {
                         *       "totalPages": 1,
                         *       "totalItems": 3,
                         *       "page": 1,
                         *       "limit": 25
                         *     }
                         */
                        metadata: {
                            /** @description Pages at this limit; 0 when empty */
                            totalPages: number;
                            /** @description Items matching the filter */
                            totalItems: number;
                            /** @description The page answered */
                            page: number;
                            /** @description Items per page */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "expertise-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description An absolute http(s) URL, or a path on this site starting with `/` (such as `/api/media/image/logo.svg`); other schemes (`javascript:`, `data:`) are refused, and so is a path a browser would read as another host (`//host`, `/\host`, a backslash, tab or line break anywhere).
                     * @example https://example.com/logo.svg
                     */
                    icon: string;
                    name: string;
                    description: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Expertise"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "expertise-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Expertise"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "expertise-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description An absolute http(s) URL, or a path on this site starting with `/` (such as `/api/media/image/logo.svg`); other schemes (`javascript:`, `data:`) are refused, and so is a path a browser would read as another host (`//host`, `/\host`, a backslash, tab or line break anywhere).
                     * @example https://example.com/logo.svg
                     */
                    icon: string;
                    name: string;
                    description: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Expertise"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "expertise-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Expertise"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "message-list": {
        parameters: {
            query?: {
                /** @description Case-insensitive text search: keeps the items one of whose text fields (names, descriptions and the like) contains this text. Empty or missing keeps every item. */
                filter?: string;
                /** @description The page to answer, from 1; a page past the last answers an empty `items` list (with the real `metadata`). */
                page?: number;
                /** @description Items per page, 1 to 1000; 25 by default. */
                limit?: number;
                /** @description The order of the items: a comma-separated list of `field` or `field:asc|desc` (ascending when the direction is left out), the first field deciding first. Fields: messageId, name, email, read, createdAt, updatedAt. Anything else answers 400. Without it, each list has its own natural order; the id always breaks ties, so pages never repeat or skip an item. */
                sort?: string;
                /** @description Keeps the items whose `updatedAt` is at or after this moment (ISO 8601 with `Z` or an offset, milliseconds optional). Inclusive: asking again with the newest `updatedAt` seen never misses an item changed in the same millisecond; that item comes again and is recognised by its id. Anything else answers 400. */
                updatedSince?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["InboxMessage"][];
                        /**
                         * @example {
                         *       "totalPages": 1,
                         *       "totalItems": 3,
                         *       "page": 1,
                         *       "limit": 25
                         *     }
                         */
                        metadata: {
                            /** @description Pages at this limit; 0 when empty */
                            totalPages: number;
                            /** @description Items matching the filter */
                            totalItems: number;
                            /** @description The page answered */
                            page: number;
                            /** @description Items per page */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "message-create": {
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
                    /**
                     * @description The message. Its longest length is the site's `max_message_length` setting, a number readable at GET /api/variable/environment (1000 when it is not set, never more than 100000); a longer one answers 400 'Message is too long'.
                     * @example Hello, I would like to talk about a project.
                     */
                    message: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    /**
                     * @description The quota left in the current window (IETF RateLimit header fields, draft 8): `"<policy>"; r=<requests left>; t=<seconds until the window resets>`
                     * @example "5-in-1min"; r=4; t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description The quota: `"<policy>"; q=<requests>; w=<window in seconds>`
                     * @example "5-in-1min"; q=5; w=60
                     */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    /**
                     * @description The quota left in the current window (IETF RateLimit header fields, draft 8): `"<policy>"; r=<requests left>; t=<seconds until the window resets>`
                     * @example "5-in-1min"; r=4; t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description The quota: `"<policy>"; q=<requests>; w=<window in seconds>`
                     * @example "5-in-1min"; q=5; w=60
                     */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    /**
                     * @description The quota left in the current window (IETF RateLimit header fields, draft 8): `"<policy>"; r=<requests left>; t=<seconds until the window resets>`
                     * @example "5-in-1min"; r=4; t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description The quota: `"<policy>"; q=<requests>; w=<window in seconds>`
                     * @example "5-in-1min"; q=5; w=60
                     */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    /**
                     * @description The quota left in the current window (IETF RateLimit header fields, draft 8): `"<policy>"; r=<requests left>; t=<seconds until the window resets>`
                     * @example "5-in-1min"; r=4; t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description The quota: `"<policy>"; q=<requests>; w=<window in seconds>`
                     * @example "5-in-1min"; q=5; w=60
                     */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    /**
                     * @description The quota left in the current window (IETF RateLimit header fields, draft 8): `"<policy>"; r=<requests left>; t=<seconds until the window resets>`
                     * @example "5-in-1min"; r=4; t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description The quota: `"<policy>"; q=<requests>; w=<window in seconds>`
                     * @example "5-in-1min"; q=5; w=60
                     */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description More than 5 messages a minute from one address */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again
                     * @example 42
                     */
                    "Retry-After"?: number;
                    /**
                     * @description The quota left in the current window (IETF RateLimit header fields, draft 8): `"<policy>"; r=<requests left>; t=<seconds until the window resets>`
                     * @example "5-in-1min"; r=4; t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description The quota: `"<policy>"; q=<requests>; w=<window in seconds>`
                     * @example "5-in-1min"; q=5; w=60
                     */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    /**
                     * @description The quota left in the current window (IETF RateLimit header fields, draft 8): `"<policy>"; r=<requests left>; t=<seconds until the window resets>`
                     * @example "5-in-1min"; r=4; t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description The quota: `"<policy>"; q=<requests>; w=<window in seconds>`
                     * @example "5-in-1min"; q=5; w=60
                     */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "message-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboxMessage"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "message-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    /**
                     * @description The message. Its longest length is the site's `max_message_length` setting, a number readable at GET /api/variable/environment (1000 when it is not set, never more than 100000); a longer one answers 400 'Message is too long'.
                     * @example Hello, I would like to talk about a project.
                     */
                    message: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboxMessage"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "message-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboxMessage"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "message-markRead": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboxMessage"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "message-markUnread": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboxMessage"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "message-reply": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The answer, as plain text; the original message is quoted below it in the mail
                     * @example Thank you, Ada! Tuesday at ten suits me.
                     */
                    text: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboxMessage"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The SMTP server refused the reply or could not be reached: nothing was sent or kept */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Mail is not configured (SMTP_URL, MAIL_FROM) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "message-mailStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailStatus"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "project-list": {
        parameters: {
            query?: {
                /** @description Case-insensitive text search: keeps the items one of whose text fields (names, descriptions and the like) contains this text. Empty or missing keeps every item. */
                filter?: string;
                /** @description The page to answer, from 1; a page past the last answers an empty `items` list (with the real `metadata`). */
                page?: number;
                /** @description Items per page, 1 to 1000; 25 by default. */
                limit?: number;
                /** @description The order of the items: a comma-separated list of `field` or `field:asc|desc` (ascending when the direction is left out), the first field deciding first. Fields: projectId, categoryId, name, publishedAt, pinned, hidden, createdAt, updatedAt. Anything else answers 400. Without it, each list has its own natural order; the id always breaks ties, so pages never repeat or skip an item. */
                sort?: string;
                /** @description Keeps the items whose `updatedAt` is at or after this moment (ISO 8601 with `Z` or an offset, milliseconds optional). Inclusive: asking again with the newest `updatedAt` seen never misses an item changed in the same millisecond; that item comes again and is recognised by its id. Anything else answers 400. */
                updatedSince?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Project"][];
                        /**
                         * @example {
                         *       "totalPages": 1,
                         *       "totalItems": 3,
                         *       "page": 1,
                         *       "limit": 25
                         *     }
                         */
                        metadata: {
                            /** @description Pages at this limit; 0 when empty */
                            totalPages: number;
                            /** @description Items matching the filter */
                            totalItems: number;
                            /** @description The page answered */
                            page: number;
                            /** @description Items per page */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "project-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    categoryId: number;
                    name: string;
                    /**
                     * Format: date
                     * @example 2024-05-31
                     */
                    publishedAt: string;
                    /**
                     * @description An absolute http(s) URL, or a path on this site starting with `/` (such as `/api/media/image/logo.svg`); other schemes (`javascript:`, `data:`) are refused, and so is a path a browser would read as another host (`//host`, `/\host`, a backslash, tab or line break anywhere).
                     * @example https://example.com/logo.svg
                     */
                    cover: string;
                    description: string;
                    /** @description Markdown */
                    content: string;
                    /** @default false */
                    pinned?: boolean;
                    /** @default false */
                    hidden?: boolean;
                    /** @default [] */
                    tools?: number[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Project"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "project-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Project"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "project-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    categoryId: number;
                    name: string;
                    /**
                     * Format: date
                     * @example 2024-05-31
                     */
                    publishedAt: string;
                    /**
                     * @description An absolute http(s) URL, or a path on this site starting with `/` (such as `/api/media/image/logo.svg`); other schemes (`javascript:`, `data:`) are refused, and so is a path a browser would read as another host (`//host`, `/\host`, a backslash, tab or line break anywhere).
                     * @example https://example.com/logo.svg
                     */
                    cover: string;
                    description: string;
                    /** @description Markdown */
                    content: string;
                    /** @default false */
                    pinned?: boolean;
                    /** @default false */
                    hidden?: boolean;
                    /** @default [] */
                    tools?: number[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Project"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "project-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Project"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "skill-list": {
        parameters: {
            query?: {
                /** @description Case-insensitive text search: keeps the items one of whose text fields (names, descriptions and the like) contains this text. Empty or missing keeps every item. */
                filter?: string;
                /** @description The page to answer, from 1; a page past the last answers an empty `items` list (with the real `metadata`). */
                page?: number;
                /** @description Items per page, 1 to 1000; 25 by default. */
                limit?: number;
                /** @description The order of the items: a comma-separated list of `field` or `field:asc|desc` (ascending when the direction is left out), the first field deciding first. Fields: skillId, skillsetId, name, order, createdAt, updatedAt. Anything else answers 400. Without it, each list has its own natural order; the id always breaks ties, so pages never repeat or skip an item. */
                sort?: string;
                /** @description Keeps the items whose `updatedAt` is at or after this moment (ISO 8601 with `Z` or an offset, milliseconds optional). Inclusive: asking again with the newest `updatedAt` seen never misses an item changed in the same millisecond; that item comes again and is recognised by its id. Anything else answers 400. */
                updatedSince?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Skill"][];
                        /**
                         * @example {
                         *       "totalPages": 1,
                         *       "totalItems": 3,
                         *       "page": 1,
                         *       "limit": 25
                         *     }
                         */
                        metadata: {
                            /** @description Pages at this limit; 0 when empty */
                            totalPages: number;
                            /** @description Items matching the filter */
                            totalItems: number;
                            /** @description The page answered */
                            page: number;
                            /** @description Items per page */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "skill-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    skillsetId: number;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Skill"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "skill-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Skill"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "skill-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    skillsetId: number;
                    name: string;
                    /**
                     * @description Position in the list, lowest first (0 to 1,000,000). Create puts a new item at the end; left out of an update, the item keeps its place.
                     * @example 3
                     */
                    order?: number;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Skill"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "skill-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Skill"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "skillset-list": {
        parameters: {
            query?: {
                /** @description Case-insensitive text search: keeps the items one of whose text fields (names, descriptions and the like) contains this text. Empty or missing keeps every item. */
                filter?: string;
                /** @description The page to answer, from 1; a page past the last answers an empty `items` list (with the real `metadata`). */
                page?: number;
                /** @description Items per page, 1 to 1000; 25 by default. */
                limit?: number;
                /** @description The order of the items: a comma-separated list of `field` or `field:asc|desc` (ascending when the direction is left out), the first field deciding first. Fields: skillsetId, name, order, createdAt, updatedAt. Anything else answers 400. Without it, each list has its own natural order; the id always breaks ties, so pages never repeat or skip an item. */
                sort?: string;
                /** @description Keeps the items whose `updatedAt` is at or after this moment (ISO 8601 with `Z` or an offset, milliseconds optional). Inclusive: asking again with the newest `updatedAt` seen never misses an item changed in the same millisecond; that item comes again and is recognised by its id. Anything else answers 400. */
                updatedSince?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Skillset"][];
                        /**
                         * @example {
                         *       "totalPages": 1,
                         *       "totalItems": 3,
                         *       "page": 1,
                         *       "limit": 25
                         *     }
                         */
                        metadata: {
                            /** @description Pages at this limit; 0 when empty */
                            totalPages: number;
                            /** @description Items matching the filter */
                            totalItems: number;
                            /** @description The page answered */
                            page: number;
                            /** @description Items per page */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "skillset-create": {
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
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Skillset"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "skillset-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Skillset"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "skillset-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /**
                     * @description Position in the list, lowest first (0 to 1,000,000). Create puts a new item at the end; left out of an update, the item keeps its place.
                     * @example 3
                     */
                    order?: number;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Skillset"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "skillset-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Skillset"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "tool-list": {
        parameters: {
            query?: {
                /** @description Case-insensitive text search: keeps the items one of whose text fields (names, descriptions and the like) contains this text. Empty or missing keeps every item. */
                filter?: string;
                /** @description The page to answer, from 1; a page past the last answers an empty `items` list (with the real `metadata`). */
                page?: number;
                /** @description Items per page, 1 to 1000; 25 by default. */
                limit?: number;
                /** @description The order of the items: a comma-separated list of `field` or `field:asc|desc` (ascending when the direction is left out), the first field deciding first. Fields: toolId, name, link, createdAt, updatedAt. Anything else answers 400. Without it, each list has its own natural order; the id always breaks ties, so pages never repeat or skip an item. */
                sort?: string;
                /** @description Keeps the items whose `updatedAt` is at or after this moment (ISO 8601 with `Z` or an offset, milliseconds optional). Inclusive: asking again with the newest `updatedAt` seen never misses an item changed in the same millisecond; that item comes again and is recognised by its id. Anything else answers 400. */
                updatedSince?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Tool"][];
                        /**
                         * @example {
                         *       "totalPages": 1,
                         *       "totalItems": 3,
                         *       "page": 1,
                         *       "limit": 25
                         *     }
                         */
                        metadata: {
                            /** @description Pages at this limit; 0 when empty */
                            totalPages: number;
                            /** @description Items matching the filter */
                            totalItems: number;
                            /** @description The page answered */
                            page: number;
                            /** @description Items per page */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "tool-create": {
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
                    /**
                     * @description An absolute http(s) URL, or a path on this site starting with `/` (such as `/api/media/image/logo.svg`); other schemes (`javascript:`, `data:`) are refused, and so is a path a browser would read as another host (`//host`, `/\host`, a backslash, tab or line break anywhere).
                     * @example https://example.com/logo.svg
                     */
                    icon: string;
                    /**
                     * @description An absolute http(s) URL, or a path on this site starting with `/` (such as `/api/media/image/logo.svg`); other schemes (`javascript:`, `data:`) are refused, and so is a path a browser would read as another host (`//host`, `/\host`, a backslash, tab or line break anywhere).
                     * @example https://example.com/logo.svg
                     */
                    link: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tool"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "tool-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tool"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "tool-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /**
                     * @description An absolute http(s) URL, or a path on this site starting with `/` (such as `/api/media/image/logo.svg`); other schemes (`javascript:`, `data:`) are refused, and so is a path a browser would read as another host (`//host`, `/\host`, a backslash, tab or line break anywhere).
                     * @example https://example.com/logo.svg
                     */
                    icon: string;
                    /**
                     * @description An absolute http(s) URL, or a path on this site starting with `/` (such as `/api/media/image/logo.svg`); other schemes (`javascript:`, `data:`) are refused, and so is a path a browser would read as another host (`//host`, `/\host`, a backslash, tab or line break anywhere).
                     * @example https://example.com/logo.svg
                     */
                    link: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tool"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "tool-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tool"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "publication-list": {
        parameters: {
            query?: {
                /** @description Case-insensitive text search: keeps the items one of whose text fields (names, descriptions and the like) contains this text. Empty or missing keeps every item. */
                filter?: string;
                /** @description The page to answer, from 1; a page past the last answers an empty `items` list (with the real `metadata`). */
                page?: number;
                /** @description Items per page, 1 to 1000; 25 by default. */
                limit?: number;
                /** @description The order of the items: a comma-separated list of `field` or `field:asc|desc` (ascending when the direction is left out), the first field deciding first. Fields: publicationId, title, publisher, publishedAt, hidden, createdAt, updatedAt. Anything else answers 400. Without it, each list has its own natural order; the id always breaks ties, so pages never repeat or skip an item. */
                sort?: string;
                /** @description Keeps the items whose `updatedAt` is at or after this moment (ISO 8601 with `Z` or an offset, milliseconds optional). Inclusive: asking again with the newest `updatedAt` seen never misses an item changed in the same millisecond; that item comes again and is recognised by its id. Anything else answers 400. */
                updatedSince?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Publication"][];
                        /**
                         * @example {
                         *       "totalPages": 1,
                         *       "totalItems": 3,
                         *       "page": 1,
                         *       "limit": 25
                         *     }
                         */
                        metadata: {
                            /** @description Pages at this limit; 0 when empty */
                            totalPages: number;
                            /** @description Items matching the filter */
                            totalItems: number;
                            /** @description The page answered */
                            page: number;
                            /** @description Items per page */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "publication-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    publisher?: string | null;
                    publishedAt?: string | "" | null;
                    link?: string | null;
                    summary?: string | null;
                    /** @default false */
                    hidden?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Publication"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "publication-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Publication"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "publication-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    publisher?: string | null;
                    publishedAt?: string | "" | null;
                    link?: string | null;
                    summary?: string | null;
                    /** @default false */
                    hidden?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Publication"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "publication-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Publication"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "award-list": {
        parameters: {
            query?: {
                /** @description Case-insensitive text search: keeps the items one of whose text fields (names, descriptions and the like) contains this text. Empty or missing keeps every item. */
                filter?: string;
                /** @description The page to answer, from 1; a page past the last answers an empty `items` list (with the real `metadata`). */
                page?: number;
                /** @description Items per page, 1 to 1000; 25 by default. */
                limit?: number;
                /** @description The order of the items: a comma-separated list of `field` or `field:asc|desc` (ascending when the direction is left out), the first field deciding first. Fields: awardId, title, awarder, date, hidden, createdAt, updatedAt. Anything else answers 400. Without it, each list has its own natural order; the id always breaks ties, so pages never repeat or skip an item. */
                sort?: string;
                /** @description Keeps the items whose `updatedAt` is at or after this moment (ISO 8601 with `Z` or an offset, milliseconds optional). Inclusive: asking again with the newest `updatedAt` seen never misses an item changed in the same millisecond; that item comes again and is recognised by its id. Anything else answers 400. */
                updatedSince?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Award"][];
                        /**
                         * @example {
                         *       "totalPages": 1,
                         *       "totalItems": 3,
                         *       "page": 1,
                         *       "limit": 25
                         *     }
                         */
                        metadata: {
                            /** @description Pages at this limit; 0 when empty */
                            totalPages: number;
                            /** @description Items matching the filter */
                            totalItems: number;
                            /** @description The page answered */
                            page: number;
                            /** @description Items per page */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "award-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    awarder?: string | null;
                    date?: string | "" | null;
                    link?: string | null;
                    summary?: string | null;
                    /** @default false */
                    hidden?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Award"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "award-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Award"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "award-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    awarder?: string | null;
                    date?: string | "" | null;
                    link?: string | null;
                    summary?: string | null;
                    /** @default false */
                    hidden?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Award"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "award-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Award"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "volunteering-list": {
        parameters: {
            query?: {
                /** @description Case-insensitive text search: keeps the items one of whose text fields (names, descriptions and the like) contains this text. Empty or missing keeps every item. */
                filter?: string;
                /** @description The page to answer, from 1; a page past the last answers an empty `items` list (with the real `metadata`). */
                page?: number;
                /** @description Items per page, 1 to 1000; 25 by default. */
                limit?: number;
                /** @description The order of the items: a comma-separated list of `field` or `field:asc|desc` (ascending when the direction is left out), the first field deciding first. Fields: volunteeringId, organization, position, startAt, endAt, hidden, createdAt, updatedAt. Anything else answers 400. Without it, each list has its own natural order; the id always breaks ties, so pages never repeat or skip an item. */
                sort?: string;
                /** @description Keeps the items whose `updatedAt` is at or after this moment (ISO 8601 with `Z` or an offset, milliseconds optional). Inclusive: asking again with the newest `updatedAt` seen never misses an item changed in the same millisecond; that item comes again and is recognised by its id. Anything else answers 400. */
                updatedSince?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Volunteering"][];
                        /**
                         * @example {
                         *       "totalPages": 1,
                         *       "totalItems": 3,
                         *       "page": 1,
                         *       "limit": 25
                         *     }
                         */
                        metadata: {
                            /** @description Pages at this limit; 0 when empty */
                            totalPages: number;
                            /** @description Items matching the filter */
                            totalItems: number;
                            /** @description The page answered */
                            page: number;
                            /** @description Items per page */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "volunteering-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    organization: string;
                    position?: string | null;
                    link?: string | null;
                    /**
                     * Format: date
                     * @example 2024-05-31
                     */
                    startAt: string;
                    endAt?: string | "" | null;
                    summary?: string | null;
                    /** @default [] */
                    highlights?: string[];
                    /** @default false */
                    hidden?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Volunteering"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "volunteering-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Volunteering"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "volunteering-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    organization: string;
                    position?: string | null;
                    link?: string | null;
                    /**
                     * Format: date
                     * @example 2024-05-31
                     */
                    startAt: string;
                    endAt?: string | "" | null;
                    summary?: string | null;
                    /** @default [] */
                    highlights?: string[];
                    /** @default false */
                    hidden?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Volunteering"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "volunteering-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Volunteering"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "language-list": {
        parameters: {
            query?: {
                /** @description Case-insensitive text search: keeps the items one of whose text fields (names, descriptions and the like) contains this text. Empty or missing keeps every item. */
                filter?: string;
                /** @description The page to answer, from 1; a page past the last answers an empty `items` list (with the real `metadata`). */
                page?: number;
                /** @description Items per page, 1 to 1000; 25 by default. */
                limit?: number;
                /** @description The order of the items: a comma-separated list of `field` or `field:asc|desc` (ascending when the direction is left out), the first field deciding first. Fields: languageId, language, fluency, hidden, createdAt, updatedAt. Anything else answers 400. Without it, each list has its own natural order; the id always breaks ties, so pages never repeat or skip an item. */
                sort?: string;
                /** @description Keeps the items whose `updatedAt` is at or after this moment (ISO 8601 with `Z` or an offset, milliseconds optional). Inclusive: asking again with the newest `updatedAt` seen never misses an item changed in the same millisecond; that item comes again and is recognised by its id. Anything else answers 400. */
                updatedSince?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Language"][];
                        /**
                         * @example {
                         *       "totalPages": 1,
                         *       "totalItems": 3,
                         *       "page": 1,
                         *       "limit": 25
                         *     }
                         */
                        metadata: {
                            /** @description Pages at this limit; 0 when empty */
                            totalPages: number;
                            /** @description Items matching the filter */
                            totalItems: number;
                            /** @description The page answered */
                            page: number;
                            /** @description Items per page */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "language-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    language: string;
                    fluency?: string | null;
                    /** @default false */
                    hidden?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Language"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "language-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Language"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "language-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    language: string;
                    fluency?: string | null;
                    /** @default false */
                    hidden?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Language"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "language-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Language"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "interest-list": {
        parameters: {
            query?: {
                /** @description Case-insensitive text search: keeps the items one of whose text fields (names, descriptions and the like) contains this text. Empty or missing keeps every item. */
                filter?: string;
                /** @description The page to answer, from 1; a page past the last answers an empty `items` list (with the real `metadata`). */
                page?: number;
                /** @description Items per page, 1 to 1000; 25 by default. */
                limit?: number;
                /** @description The order of the items: a comma-separated list of `field` or `field:asc|desc` (ascending when the direction is left out), the first field deciding first. Fields: interestId, name, hidden, createdAt, updatedAt. Anything else answers 400. Without it, each list has its own natural order; the id always breaks ties, so pages never repeat or skip an item. */
                sort?: string;
                /** @description Keeps the items whose `updatedAt` is at or after this moment (ISO 8601 with `Z` or an offset, milliseconds optional). Inclusive: asking again with the newest `updatedAt` seen never misses an item changed in the same millisecond; that item comes again and is recognised by its id. Anything else answers 400. */
                updatedSince?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Interest"][];
                        /**
                         * @example {
                         *       "totalPages": 1,
                         *       "totalItems": 3,
                         *       "page": 1,
                         *       "limit": 25
                         *     }
                         */
                        metadata: {
                            /** @description Pages at this limit; 0 when empty */
                            totalPages: number;
                            /** @description Items matching the filter */
                            totalItems: number;
                            /** @description The page answered */
                            page: number;
                            /** @description Items per page */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "interest-create": {
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
                    /** @default [] */
                    keywords?: string[];
                    /** @default false */
                    hidden?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Interest"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "interest-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Interest"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "interest-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default [] */
                    keywords?: string[];
                    /** @default false */
                    hidden?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Interest"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "interest-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Interest"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "reference-list": {
        parameters: {
            query?: {
                /** @description Case-insensitive text search: keeps the items one of whose text fields (names, descriptions and the like) contains this text. Empty or missing keeps every item. */
                filter?: string;
                /** @description The page to answer, from 1; a page past the last answers an empty `items` list (with the real `metadata`). */
                page?: number;
                /** @description Items per page, 1 to 1000; 25 by default. */
                limit?: number;
                /** @description The order of the items: a comma-separated list of `field` or `field:asc|desc` (ascending when the direction is left out), the first field deciding first. Fields: referenceId, name, hidden, createdAt, updatedAt. Anything else answers 400. Without it, each list has its own natural order; the id always breaks ties, so pages never repeat or skip an item. */
                sort?: string;
                /** @description Keeps the items whose `updatedAt` is at or after this moment (ISO 8601 with `Z` or an offset, milliseconds optional). Inclusive: asking again with the newest `updatedAt` seen never misses an item changed in the same millisecond; that item comes again and is recognised by its id. Anything else answers 400. */
                updatedSince?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Reference"][];
                        /**
                         * @example {
                         *       "totalPages": 1,
                         *       "totalItems": 3,
                         *       "page": 1,
                         *       "limit": 25
                         *     }
                         */
                        metadata: {
                            /** @description Pages at this limit; 0 when empty */
                            totalPages: number;
                            /** @description Items matching the filter */
                            totalItems: number;
                            /** @description The page answered */
                            page: number;
                            /** @description Items per page */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "reference-create": {
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
                    reference?: string | null;
                    /** @default true */
                    hidden?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reference"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "reference-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reference"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "reference-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    reference?: string | null;
                    /** @default true */
                    hidden?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reference"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "reference-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since. */
                "If-Match"?: string;
            };
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reference"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "variable-environment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Environment"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "variable-list": {
        parameters: {
            query?: {
                /** @description Case-insensitive text search: keeps the items one of whose text fields (names, descriptions and the like) contains this text. Empty or missing keeps every item. */
                filter?: string;
                /** @description The page to answer, from 1; a page past the last answers an empty `items` list (with the real `metadata`). */
                page?: number;
                /** @description Items per page, 1 to 1000; 25 by default. */
                limit?: number;
                /** @description The order of the items: a comma-separated list of `field` or `field:asc|desc` (ascending when the direction is left out), the first field deciding first. Fields: key, type, private. Anything else answers 400. Without it, each list has its own natural order; the id always breaks ties, so pages never repeat or skip an item. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Variable"][];
                        /**
                         * @example {
                         *       "totalPages": 1,
                         *       "totalItems": 3,
                         *       "page": 1,
                         *       "limit": 25
                         *     }
                         */
                        metadata: {
                            /** @description Pages at this limit; 0 when empty */
                            totalPages: number;
                            /** @description Items matching the filter */
                            totalItems: number;
                            /** @description The page answered */
                            page: number;
                            /** @description Items per page */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "variable-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example github */
                    key: string;
                    /**
                     * @default
                     * @example https://github.com/ada
                     */
                    value?: string;
                    /**
                     * @default string
                     * @enum {string}
                     */
                    type?: "string" | "bool" | "int" | "float";
                    /** @default false */
                    private?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Variable"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "variable-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The variable key */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Variable"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "variable-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The variable key */
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    value: string;
                    /** @enum {string} */
                    type?: "string" | "bool" | "int" | "float";
                    private?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Variable"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "variable-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The variable key */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Variable"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "media-list": {
        parameters: {
            query?: {
                /** @description Case-insensitive text search: keeps the items one of whose text fields (names, descriptions and the like) contains this text. Empty or missing keeps every item. */
                filter?: string;
                /** @description The page to answer, from 1; a page past the last answers an empty `items` list (with the real `metadata`). */
                page?: number;
                /** @description Items per page, 1 to 1000; 25 by default. */
                limit?: number;
                /** @description The order of the items: a comma-separated list of `field` or `field:asc|desc` (ascending when the direction is left out), the first field deciding first. Fields: mediaId, name, originalName, type, private, size. Anything else answers 400. Without it, each list has its own natural order; the id always breaks ties, so pages never repeat or skip an item. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Media"][];
                        /**
                         * @example {
                         *       "totalPages": 1,
                         *       "totalItems": 3,
                         *       "page": 1,
                         *       "limit": 25
                         *     }
                         */
                        metadata: {
                            /** @description Pages at this limit; 0 when empty */
                            totalPages: number;
                            /** @description Items matching the filter */
                            totalItems: number;
                            /** @description The page answered */
                            page: number;
                            /** @description Items per page */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "media-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file (a Blob or File). Its kind is detected from its content, then from the file name's extension, then from the part's Content-Type, so a Blob sent without a file name is still stored as what it is. */
                    file: unknown;
                    /** @description Part of the file URL; lower-case letters, digits, . _ and -. */
                    name?: string;
                    /**
                     * @description Private files are served to signed-in admins only.
                     * @default false
                     * @enum {string}
                     */
                    private?: "true" | "false";
                };
            };
        };
        responses: {
            /** @description The stored item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Media"];
                };
            };
            /** @description Invalid fields, or no file ('File is required', statusCode 1002) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The name is already used (statusCode 1002) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is larger than the upload limit, an image declares more pixels than MAX_IMAGE_MEGAPIXELS (checked on its header, before decoding), or the form has too many fields (over 20) or too long ones (over 64 KB in all) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "media-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Media"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "media-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file (a Blob or File). Its kind is detected from its content, then from the file name's extension, then from the part's Content-Type, so a Blob sent without a file name is still stored as what it is. */
                    file?: unknown;
                    /**
                     * @description Private files are served to signed-in admins only.
                     * @default false
                     * @enum {string}
                     */
                    private?: "true" | "false";
                };
            };
        };
        responses: {
            /** @description The updated item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Media"];
                };
            };
            /** @description Invalid fields (statusCode 1003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is larger than the upload limit, an image declares more pixels than MAX_IMAGE_MEGAPIXELS (checked on its header, before decoding), or the form has too many fields (over 20) or too long ones (over 64 KB in all) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "media-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Media"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Content still links to the file (statusCode 1004); the message names each use, such as `The file is used by: project "Harbour"` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "analytics-visits": {
        parameters: {
            query?: {
                /** @description First day (yyyy-mm-dd), at most `to`; default 6 days before `to`. The range holds at most 366 days: a longer one answers 400. */
                from?: string;
                /** @description Last day (yyyy-mm-dd); default today (UTC). The range holds at most 366 days. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitsDay"][];
                };
            };
            /** @description Invalid dates, `from` after `to`, or a range over 366 days */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "analytics-cvDownloads": {
        parameters: {
            query?: {
                /** @description First day (yyyy-mm-dd), at most `to`; default 6 days before `to`. The range holds at most 366 days: a longer one answers 400. */
                from?: string;
                /** @description Last day (yyyy-mm-dd); default today (UTC). The range holds at most 366 days. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CvDownloadsDay"][];
                };
            };
            /** @description Invalid dates, `from` after `to`, or a range over 366 days */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "analytics-projectViews": {
        parameters: {
            query?: {
                /** @description First day (yyyy-mm-dd), at most `to`; default 6 days before `to`. The range holds at most 366 days: a longer one answers 400. */
                from?: string;
                /** @description Last day (yyyy-mm-dd); default today (UTC). The range holds at most 366 days. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectViewsDay"][];
                };
            };
            /** @description Invalid dates, `from` after `to`, or a range over 366 days */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "export-content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentExport"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "twoFactor-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorStatus"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "twoFactor-setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorSetup"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in); or a sensitive change (a password, a new admin, two-factor sign-in) from a session not confirmed recently: statusCode 4031, confirm with POST /auth/confirm and repeat the call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Two-factor sign-in is already on */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "twoFactor-enable": {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused; an API token (which may not manage sign-in); or the session is not confirmed recently (statusCode 4031: confirm with POST /auth/confirm, then repeat the call) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Already on, or no set-up is waiting */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "twoFactor-disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusReply"];
                };
            };
            /** @description Invalid input, or the password or code is wrong: a wrong one counts toward the sign-in lock-out and is recorded in the activity trail */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused; an API token (which may not manage sign-in); or the session is not confirmed recently (statusCode 4031: confirm with POST /auth/confirm, then repeat the call) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Two-factor sign-in is not on */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many failed sign-ins, confirmations or turn-off attempts for this account or address; Retry-After gives the seconds to wait */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "session-list": {
        parameters: {
            query?: {
                /** @description Case-insensitive text search: keeps the items one of whose text fields (names, descriptions and the like) contains this text. Empty or missing keeps every item. */
                filter?: string;
                /** @description The page to answer, from 1; a page past the last answers an empty `items` list (with the real `metadata`). */
                page?: number;
                /** @description Items per page, 1 to 1000; 25 by default. */
                limit?: number;
                /** @description The order of the items: a comma-separated list of `field` or `field:asc|desc` (ascending when the direction is left out), the first field deciding first. Fields: createdAt, lastSeenAt. Anything else answers 400. Without it, each list has its own natural order; the id always breaks ties, so pages never repeat or skip an item. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Session"][];
                        /**
                         * @example {
                         *       "totalPages": 1,
                         *       "totalItems": 3,
                         *       "page": 1,
                         *       "limit": 25
                         *     }
                         */
                        metadata: {
                            /** @description Pages at this limit; 0 when empty */
                            totalPages: number;
                            /** @description Items matching the filter */
                            totalItems: number;
                            /** @description The page answered */
                            page: number;
                            /** @description Items per page */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "session-endOthers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EndedSessions"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused; an API token (which may not manage sessions); or ending another session from a session not confirmed recently (statusCode 4031: confirm with POST /auth/confirm, then repeat the call) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "session-end": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A session id from GET /api/session */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
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
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused; an API token (which may not manage sessions); or ending another session from a session not confirmed recently (statusCode 4031: confirm with POST /auth/confirm, then repeat the call) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "token-list": {
        parameters: {
            query?: {
                /** @description Case-insensitive text search: keeps the items one of whose text fields (names, descriptions and the like) contains this text. Empty or missing keeps every item. */
                filter?: string;
                /** @description The page to answer, from 1; a page past the last answers an empty `items` list (with the real `metadata`). */
                page?: number;
                /** @description Items per page, 1 to 1000; 25 by default. */
                limit?: number;
                /** @description The order of the items: a comma-separated list of `field` or `field:asc|desc` (ascending when the direction is left out), the first field deciding first. Fields: tokenId, name, scope, createdAt, expiresAt, lastUsedAt. Anything else answers 400. Without it, each list has its own natural order; the id always breaks ties, so pages never repeat or skip an item. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Token"][];
                        /**
                         * @example {
                         *       "totalPages": 1,
                         *       "totalItems": 3,
                         *       "page": 1,
                         *       "limit": 25
                         *     }
                         */
                        metadata: {
                            /** @description Pages at this limit; 0 when empty */
                            totalPages: number;
                            /** @description Items matching the filter */
                            totalItems: number;
                            /** @description The page answered */
                            page: number;
                            /** @description Items per page */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "token-create": {
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
                    /** @enum {string} */
                    scope: "read" | "write";
                    expiresAt?: string | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedToken"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused; an API token (which may not make tokens); or a write token asked for from a session not confirmed recently (statusCode 4031: confirm with POST /auth/confirm, then repeat the call) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "token-revoke": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in); or a sensitive change (a password, a new admin, two-factor sign-in) from a session not confirmed recently: statusCode 4031, confirm with POST /auth/confirm and repeat the call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "audit-list": {
        parameters: {
            query?: {
                /** @description The page to answer, from 1 */
                page?: number;
                /** @description Entries per page, 1 to 1000; 25 by default */
                limit?: number;
                /** @description Only what this admin did */
                adminId?: number;
                /** @description Only writes to this kind of item: category, admin, token… */
                entity?: string;
                /** @description Only this kind of event */
                action?: "sign-in" | "sign-in-failed" | "sign-out" | "create" | "update" | "delete" | "two-factor-enabled" | "two-factor-disabled" | "two-factor-cleared" | "import" | "confirm" | "confirm-failed" | "two-factor-disable-failed";
                /** @description First day, yyyy-mm-dd (UTC), inclusive */
                from?: string;
                /** @description Last day, yyyy-mm-dd (UTC), inclusive */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["AuditEntry"][];
                        /**
                         * @example {
                         *       "totalPages": 1,
                         *       "totalItems": 3,
                         *       "page": 1,
                         *       "limit": 25
                         *     }
                         */
                        metadata: {
                            /** @description Pages at this limit; 0 when empty */
                            totalPages: number;
                            /** @description Items matching the filter */
                            totalItems: number;
                            /** @description The page answered */
                            page: number;
                            /** @description Items per page */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "media-file": {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag from an earlier download: 304 when the file is unchanged */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The media kind */
                type: "document" | "archive" | "image" | "audio" | "video" | "other";
                /** @description The media name */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    /** @description Strong validator of the file */
                    ETag?: string;
                    /** @description `public, max-age=3600`, or `private, no-store` for private files */
                    "Cache-Control"?: string;
                    "Content-Disposition"?: string;
                    "X-Content-Type-Options"?: "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                    "*/*": string;
                };
            };
            /** @description Not modified (If-None-Match matched) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such file, or private and not signed in */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "media-variant": {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag from an earlier download: 304 when the copy is unchanged */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The media kind: only images have copies */
                type: "image";
                /** @description The media name */
                name: string;
                /**
                 * @description The width in pixels and the format
                 * @example 960.avif
                 */
                variant: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The copy */
            200: {
                headers: {
                    /** @description Strong validator of the copy */
                    ETag?: string;
                    /** @description `public, max-age=3600`, or `private, no-store` for private images */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/avif": string;
                    "image/webp": string;
                };
            };
            /** @description Not modified (If-None-Match matched) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A malformed address (a copy is `<width>.<avif|webp>`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such image or copy, or private and not signed in */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "import-json-resume": {
        parameters: {
            query?: {
                /** @description true: report what the import would do, and write nothing */
                dryRun?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonResume"];
            };
        };
        responses: {
            /** @description What was (or, in a dry run, would be) written, item by item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportReport"];
                };
            };
            /** @description Not a JSON Resume document, JSON nested over 32 levels or holding over 50,000 values (refused before it is parsed), or items that break the site's rules: `errors` names each problem by its path in the document (`work.0.startDate`); nothing written */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the session expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Cross-site write refused, or a read-only API token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description JSON body over 5 MB, or more than 500 items in a section or 1000 in all: the message names the limit, `errors` each section over it; nothing written */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Body sent with a content type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
