// jh256xs_lmix: the L transform of JH on N (even, odd) element pairs in bit-slice form
// (jh256-xs: N = 4): words h0, h2, h4, h6 hold the bit planes of the even elements,
// h1, h3, h5, h7 those of the odd ones; the XOR sequence of jh256_lmix (BYP = 0) and
// of round_bitslice in lwhash/ref/jh.py, at another width.
// keep_hierarchy: see jh256xs_sbox.
`default_nettype none
(* keep_hierarchy *)
module jh256xs_lmix #(
    parameter integer N = 4
) (
    input  wire [8*N-1:0] x,     // {h0, h1, h2, h3, h4, h5, h6, h7}, N bits each
    output reg  [8*N-1:0] y
);
    reg [N-1:0] h0, h1, h2, h3, h4, h5, h6, h7;
    always @* begin
        {h0, h1, h2, h3, h4, h5, h6, h7} = x;
        h1 = h1 ^ h2;
        h3 = h3 ^ h4;
        h5 = h5 ^ h6 ^ h0;
        h7 = h7 ^ h0;
        h0 = h0 ^ h3;
        h2 = h2 ^ h5;
        h4 = h4 ^ h7 ^ h1;
        h6 = h6 ^ h1;
        y = {h0, h1, h2, h3, h4, h5, h6, h7};
    end
endmodule
`default_nettype wire
