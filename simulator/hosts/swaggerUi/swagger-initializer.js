// Starts Swagger UI on the page simulator/hosts/apiDocs.ts serves, with the document the page names.
// A file of its own: the console's Content-Security-Policy (script-src 'self') runs no inline script.
/* global document, window, SwaggerUIBundle */
const root = document.getElementById('swagger-ui');
window.ui = SwaggerUIBundle({
  url: root.dataset.url,
  domNode: root,
  deepLinking: true,
  // No badge asking an online validator about the document: nothing leaves this origin.
  validatorUrl: null,
});
