// Conversations are not served by this API yet: the view is off until they are.
export const chatAvailable = false;

export async function showChat() {}
