export { GET } from "@/features/sign-in/server/routes/captcha";
