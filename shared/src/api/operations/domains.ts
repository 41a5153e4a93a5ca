import { addDomainSchema, domainListSchema, domainSchema, messageSchema, updateDomainSchema } from '../../index.js';
import { declareOperations } from '../operation.js';

/** Branded short domains. `{host}` is the domain's host name (IDN or punycode, any case). */
export const domainOperations = declareOperations({
  // Branded domains: every member lists them (links go on them); owners add, check, change and remove.
  listDomains: {
    method: 'GET',
    path: '/api/domains',
    auth: 'user',
    scope: 'domains:read',
    uses: ['tableRead', 'domains'],
    capability: 'domains',
    summary: "The team's branded domains with their status and DNS records, and the platform's short domain",
    tags: ['domains'],
    responses: { 200: ['Domains', domainListSchema] },
  },
  addDomain: {
    method: 'POST',
    path: '/api/domains',
    auth: 'user',
    scope: 'domains:write',
    uses: ['table', 'domains', 'edgeDomains'],
    capability: 'domains',
    summary: 'Add a domain (team owners): pending until its TXT and CNAME records are found; checked once at once',
    tags: ['domains'],
    body: addDomainSchema,
    idempotent: true,
    responses: { 201: ['Domain added, with the DNS records to create', domainSchema] },
    errors: {
      400: "Not a host name, or the platform's own",
      403: 'Not a team owner',
      409: 'Added already, verified by another team, or the team has 50 domains',
    },
  },
  updateDomain: {
    method: 'PATCH',
    path: '/api/domains/{host}',
    auth: 'user',
    scope: 'domains:write',
    uses: ['table', 'domains'],
    capability: 'domains',
    summary: "Set the domain's pages (root and not-found URLs, robots.txt, app-links files) or make it the team's default (team owners)",
    tags: ['domains'],
    body: updateDomainSchema,
    responses: { 200: ['Domain updated', domainSchema] },
    errors: {
      400: "Invalid input: a URL refused, a file over 10,000 characters, or an app-links file not in its platform's documented shape (apple-app-site-association: an object with applinks.details; assetlinks.json: an array of statements) — the message names what is wrong",
      403: 'Not a team owner',
      404: 'No such domain of the team',
      409: 'Only a verified domain can be the default',
    },
  },
  removeDomain: {
    method: 'DELETE',
    path: '/api/domains/{host}',
    auth: 'user',
    scope: 'domains:write',
    uses: ['table', 'domains', 'edgeDomains'],
    capability: 'domains',
    summary: 'Remove a domain (team owners); refused while links are on it',
    tags: ['domains'],
    responses: { 200: ['Domain removed', messageSchema] },
    errors: { 403: 'Not a team owner', 404: 'No such domain of the team', 409: 'Links are still on the domain' },
  },
  checkDomain: {
    method: 'POST',
    path: '/api/domains/{host}/check',
    auth: 'user',
    scope: 'domains:write',
    uses: ['table', 'domains', 'edgeDomains'],
    capability: 'domains',
    summary:
      "Read the domain's DNS records again now (team owners): CNAME chains are followed up to 8 hops; each query waits 2 s and is asked once more. The platform also checks every 15 minutes",
    tags: ['domains'],
    responses: { 200: ['Domain as checked', domainSchema] },
    errors: { 403: 'Not a team owner', 404: 'No such domain of the team' },
  },
});
