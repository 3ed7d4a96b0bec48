// jh256_lmix: the L transform of JH (D = B ^ 2A, C = A ^ 2D over GF(2^4)) on 16
// (even, odd) element pairs in bit-slice form: words h0, h2, h4, h6 hold the bit
// planes of the even elements A, words h1, h3, h5, h7 those of the odd elements B
// (the same XOR sequence as round_bitslice in lwhash/ref/jh.py).
//
// BYP = 1 (JH round 2): while byp is set the module passes its input through
// instead (the half round has no L), with lane l of the result taken from lane
// {l[0], l[3:1]} (even words) or {~l[0], l[3:1]} (odd words) of the input: the lane
// order in which the datapath's pair registers put a chunk back where it was read
// (jh256_datapath).  The pass-through shares the L outputs' LUTs, so it costs a few
// LUTs a position instead of a multiplexer after L.  BYP = 0 (JH42): plain L.
// keep_hierarchy: see jh256_sbox.
`default_nettype none
(* keep_hierarchy *)
module jh256_lmix #(
    parameter integer BYP = 0
) (
    input  wire [127:0] x,       // {h0, h1, h2, h3, h4, h5, h6, h7}, 16 bits each
    input  wire         byp,     // BYP = 1: pass x through (lanes reordered)
    output reg  [127:0] y
);
    // the pass-through: lane l of word w from lane {l[0] ^ w[0], l[3:1]}
    wire [127:0] xp;
    genvar gw, gl;
    generate
        for (gw = 0; gw < 8; gw = gw + 1) begin : g_w
            for (gl = 0; gl < 16; gl = gl + 1) begin : g_l
                localparam integer SRC = 8 * ((gl % 2) ^ (gw % 2)) + gl / 2;
                assign xp[16*(7-gw) + gl] = x[16*(7-gw) + SRC];
            end
        end
    endgenerate
    wire pass = (BYP != 0) && byp;

    reg [15:0] h0, h1, h2, h3, h4, h5, h6, h7;
    generate
        if (BYP != 0) begin : g_byp
            // L with the pass-through, in two levels so that each output is one LUT4
            // of (pass, its pass-through bit, its own input bit, one term): the terms
            // h3 ^ h4, h6 ^ h0, h1 ^ h2, h2 ^ h5 ^ h6 ^ h0, h7 ^ h0 ^ h1 ^ h2 first
            wire [79:0] tm;
            jh256_lmix_terms u_t (.x(x), .t(tm));
            wire [15:0] u34 = tm[79:64], u60 = tm[63:48], u12 = tm[47:32];
            wire [15:0] v2 = tm[31:16], w4 = tm[15:0];
            always @* begin
                {h0, h1, h2, h3, h4, h5, h6, h7} = x;
                h7 = h7 ^ h0;
                h0 = h0 ^ u34;
                h1 = h1 ^ h2;
                h2 = v2;
                h3 = h3 ^ h4;
                h4 = h4 ^ w4;
                h5 = h5 ^ u60;
                h6 = h6 ^ u12;
                y = pass ? xp : {h0, h1, h2, h3, h4, h5, h6, h7};
            end
        end else begin : g_l
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
                y = pass ? xp : {h0, h1, h2, h3, h4, h5, h6, h7};
            end
        end
    endgenerate
endmodule

`default_nettype wire
