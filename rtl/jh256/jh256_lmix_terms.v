`default_nettype none
// jh256_lmix_terms: the shared XOR terms of jh256_lmix's BYP = 1 form (one LUT each);
// keep_hierarchy keeps them apart from the outputs (see jh256_sbox).
(* keep_hierarchy *)
module jh256_lmix_terms (
    input  wire [127:0] x,
    output wire [79:0]  t
);
    wire [15:0] h0 = x[127:112], h1 = x[111:96], h2 = x[95:80], h3 = x[79:64];
    wire [15:0] h4 = x[63:48], h5 = x[47:32], h6 = x[31:16], h7 = x[15:0];
    assign t = {h3 ^ h4, h6 ^ h0, h1 ^ h2, h2 ^ h5 ^ h6 ^ h0, h7 ^ h0 ^ h1 ^ h2};
endmodule
`default_nettype wire
