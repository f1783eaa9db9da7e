"""The live table page: server, page source and the browser files (index.html, app.js, style.css)."""
